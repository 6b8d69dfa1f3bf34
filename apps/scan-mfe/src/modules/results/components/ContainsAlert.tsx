import { Alert } from '@labellens/web-ui';
import { TriangleAlert } from 'lucide-react';
import { useResultsText } from '../../common/i18n/context';

export interface ContainsAlertProps {
  /** The label's own "Contains …" statements; nothing is shown when there are none. */
  statements: readonly string[];
}

/** Allergy Information: the allergen statements printed on the label, in red. */
export function ContainsAlert({ statements }: ContainsAlertProps) {
  const { t } = useResultsText();
  if (statements.length === 0) return null;
  return (
    <Alert
      tone="danger"
      title={t('results.allergyInfo')}
      icon={<TriangleAlert aria-hidden="true" />}
    >
      <ul className="scan-plain-list">
        {statements.map((statement) => (
          <li key={statement}>{statement}</li>
        ))}
      </ul>
    </Alert>
  );
}
