import { useResultsText } from '../../common/i18n/context';
import { ratingTone } from '../utils/safety-rating';
import { relativeTime } from '../utils/relative-time';
import { History } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useScanComparison } from '../hooks/useScanComparison';

export interface HistoryComparisonProps {
  scanId: string;
}

/**
 * "You rated X 8.2 last week": the best-rated product of the same type the person has scanned
 * before (matched on name words and ingredients), linking to that scan. Nothing without one.
 */
export function HistoryComparison({ scanId }: HistoryComparisonProps) {
  const comparison = useScanComparison(scanId);
  const { t, lang, number } = useResultsText();
  if (!comparison) return null;
  const when = relativeTime(comparison.scannedAt, new Date(), lang);
  return (
    <aside
      className={`scan-compare is-${ratingTone(comparison.rating)}`}
      data-testid="history-comparison"
    >
      <History aria-hidden="true" className="ll-inline-icon" />
      <p>
        {t('compare.youRated')}{' '}
        <Link to={`/scan/${encodeURIComponent(comparison.scanId)}`} className="scan-compare__link">
          {comparison.productName}
        </Link>{' '}
        <strong>{number(comparison.score)}</strong>
        {when ? ` ${when}` : ''}.{' '}
        <span className="ll-muted">
          {comparison.better ? t('compare.better') : t('compare.best')}
        </span>
      </p>
    </aside>
  );
}
