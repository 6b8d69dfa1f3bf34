import type { ScanHistoryItem } from '@labellens/web-api-client';
import { cx } from '@labellens/web-ui';
import { Calendar, ChevronRight, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatScore } from '../../results/utils/safety-rating';
import { AddToListButton } from '../../shopping-list/components/AddToListButton';
import { cardTone, NOT_ENOUGH_KNOWN, verdictTone } from '../../results/utils/verdict';
import { formatScanDate } from '../utils/format-date';

export interface HistoryCardProps {
  item: ScanHistoryItem;
  onDelete: (item: ScanHistoryItem) => void;
}

export function HistoryCard({ item, onDelete }: HistoryCardProps) {
  const allergens = (item.allergens ?? []).filter(Boolean);
  const tone = cardTone(item.overallSafetyRating, item.personal);
  const personalTone = verdictTone(item.personal);
  const unscored = item.coverage ? !item.coverage.enoughKnown : false;
  return (
    <li className="scan-history-item">
      <Link
        to={`/scan/${encodeURIComponent(item.id)}`}
        className="ll-card ll-card--interactive scan-history-card"
        data-testid="history-card"
      >
        <div className="scan-history-card__main">
          <p className="scan-history-card__name">{item.productName || 'Unnamed Product'}</p>
          {personalTone && item.personal?.headline ? (
            <p
              className={cx('scan-history-card__verdict', `is-${personalTone}`)}
              data-testid="history-verdict"
            >
              {item.personal.headline}
            </p>
          ) : null}
          <p className="ll-muted ll-text-sm">
            {item.ingredientCount ?? 0} ingredients · {item.allergenCount ?? 0} allergens
          </p>
          {allergens.length > 0 ? (
            <p className="scan-history-card__contains">
              <strong>Contains:</strong> {allergens.join(', ')}
            </p>
          ) : null}
          <p className="scan-history-card__date">
            <Calendar aria-hidden="true" /> {formatScanDate(item.scannedAt)}
          </p>
        </div>
        <div className={cx('scan-history-card__score', `is-${tone}`)}>
          {unscored ? (
            <span className="scan-history-card__unscored">{NOT_ENOUGH_KNOWN}</span>
          ) : (
            <>
              <span className="scan-history-card__value">
                {formatScore(item.overallSafetyScore)}
              </span>
              <span className="ll-text-xs">/10</span>
            </>
          )}
        </div>
        <ChevronRight aria-hidden="true" className="scan-history-card__chevron" />
      </Link>
      {/* Beside the link, not inside it: a button within a link is not reachable on its own. */}
      <AddToListButton variant="icon" scanId={item.id} productName={item.productName} />
      <button
        type="button"
        className="ll-btn ll-btn--ghost ll-btn--icon scan-history-item__delete"
        aria-label={`Delete ${item.productName || 'Unnamed Product'}`}
        onClick={() => {
          onDelete(item);
        }}
      >
        <Trash2 aria-hidden="true" />
      </button>
    </li>
  );
}
