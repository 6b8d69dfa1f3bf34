import type { UserPreference } from '@labellens/web-api-client';
import { Button } from '@labellens/web-ui';
import { HeartPulse, ShieldAlert, X } from 'lucide-react';
import { useResultsText } from '../../common/i18n/context';

export interface PreferenceControlProps {
  name: string;
  preference: UserPreference | undefined;
  pending: boolean;
  onMark: (preference: 'concern' | 'allergy') => void;
  onRemove: () => void;
}

/** The two ways to mark an ingredient, in the order they are offered. */
const MARKS = [
  { preference: 'concern', Icon: HeartPulse, label: 'pref.markConcern' },
  { preference: 'allergy', Icon: ShieldAlert, label: 'pref.markAllergy' },
] as const;

/** Lets the user mark an ingredient as a concern or an allergy, or clear the mark. */
export function PreferenceControl({
  name,
  preference,
  pending,
  onMark,
  onRemove,
}: PreferenceControlProps) {
  const { t } = useResultsText();
  if (preference === 'concern' || preference === 'allergy') {
    return (
      <Button variant="outline" size="sm" disabled={pending} onClick={onRemove}>
        <X aria-hidden="true" />{' '}
        {t(preference === 'allergy' ? 'pref.removeAllergy' : 'pref.removeConcern')}
      </Button>
    );
  }
  return (
    <div className="ll-row ll-row--wrap" role="group" aria-label={t('pref.markGroup', { name })}>
      {MARKS.map(({ preference, Icon, label }) => (
        <Button
          key={preference}
          variant="outline"
          size="sm"
          disabled={pending}
          onClick={() => {
            onMark(preference);
          }}
        >
          <Icon aria-hidden="true" /> {t(label)}
        </Button>
      ))}
    </div>
  );
}
