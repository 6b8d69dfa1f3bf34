import type { ChooseInstead } from '@labellens/web-api-client';
import { useResultsText } from '../../common/i18n/context';
import { AddToListButton } from '../../shopping-list/components/AddToListButton';
import { ChooseInsteadSection } from './ChooseInsteadSection';
import { HistoryComparison } from './HistoryComparison';

export interface ResultAdviceProps {
  scanId: string;
  productName: string;
  guidance: ChooseInstead[];
}

/** What to do with a result: Choose instead, how it compares with earlier scans, Add to list. */
export function ResultAdvice({ scanId, productName, guidance }: ResultAdviceProps) {
  const { t } = useResultsText();
  return (
    <>
      <ChooseInsteadSection guidance={guidance} />
      <HistoryComparison scanId={scanId} />
      <AddToListButton
        scanId={scanId}
        productName={productName}
        guidance={guidance}
        label={t('list.add')}
      />
    </>
  );
}
