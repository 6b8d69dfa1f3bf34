import type { ScanHistoryItem } from '@labellens/web-api-client';
import { cx } from '@labellens/web-ui';
import { Calendar, ChevronRight, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useResultsText } from '../../common/i18n/context';
import { AddToListButton } from '../../shopping-list/components/AddToListButton';
import { cardTone, verdictTone } from '../../results/utils/verdict';

export interface HistoryCardProps {
  item: ScanHistoryItem;
  onDelete: (item: ScanHistoryItem) => void;
}

/** One scan of the history, in the display language it was analysed in. */
export function HistoryCard({ item, onDelete }: HistoryCardProps) {
  const { t, lang, dir, number, date, engine } = useResultsText(item.displayLanguage);
  const name = item.productName || t('results.unnamed');
  const allergens = item.allergens.filter(Boolean);
  const traces = item.traces.filter(Boolean);
  const tone = cardTone(item.overallSafetyRating, item.personal);
  const personalTone = verdictTone(item.personal);
  const unscored = !item.coverage.enoughKnown;
  return (
    <li className="ll-row scan-history-item" lang={lang} dir={dir}>
      <Link
        to={`/scan/${encodeURIComponent(item.id)}`}
        className="ll-card ll-card--interactive ll-row scan-history-card"
        data-testid="history-card"
      >
        <div className="scan-history-card__main">
          <p className="scan-history-card__name">{name}</p>
          {personalTone && item.personal?.headline ? (
            <p
              className={cx('scan-history-card__verdict', `is-${personalTone}`)}
              data-testid="history-verdict"
              {...engine}
            >
              {item.personal.headline}
            </p>
          ) : null}
          <p className="ll-muted ll-text-sm">
            {t('history.counts', {
              ingredients: item.ingredientCount,
              allergens: item.allergenCount,
            })}
          </p>
          {allergens.length > 0 ? (
            <p className="scan-history-card__contains">
              <strong>{t('history.contains')}</strong> {allergens.join(', ')}
            </p>
          ) : null}
          {traces.length > 0 ? (
            <p className="scan-history-card__traces" data-testid="history-traces">
              <strong>{t('history.mayContain')}</strong> {traces.join(', ')}
            </p>
          ) : null}
          <p className="scan-history-card__date">
            <Calendar aria-hidden="true" /> {date(item.scannedAt) || t('detail.recent')}
          </p>
        </div>
        <div className={cx('scan-history-card__score', `is-${tone}`)}>
          {unscored ? (
            <span className="scan-history-card__unscored">{t('overall.notEnough')}</span>
          ) : (
            <>
              <span className="scan-history-card__value">
                {item.overallSafetyScore === null ? '–' : number(item.overallSafetyScore)}
              </span>
              <span className="ll-text-xs">/{number(10)}</span>
            </>
          )}
        </div>
        <ChevronRight aria-hidden="true" className="scan-history-card__chevron" />
      </Link>
      {/* Beside the link, not inside it: a button within a link is not reachable on its own. */}
      <AddToListButton
        variant="icon"
        scanId={item.id}
        productName={item.productName}
        language={lang}
      />
      <button
        type="button"
        className="ll-btn ll-btn--ghost ll-btn--icon scan-history-item__delete"
        aria-label={t('history.delete', { name })}
        onClick={() => {
          onDelete(item);
        }}
      >
        <Trash2 aria-hidden="true" />
      </button>
    </li>
  );
}
