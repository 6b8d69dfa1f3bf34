import type { PersonalVerdict, SafetyRating } from '@labellens/web-api-client';
import { Button, cx } from '@labellens/web-ui';
import { PencilLine } from 'lucide-react';
import { useResultsText } from '../../common/i18n/context';
import { ratingKey } from '../utils/safety-rating';
import { cardTone, type Coverage } from '../utils/verdict';
import { SafetyDots } from './SafetyDots';

export interface OverallRatingProps {
  rating: SafetyRating;
  /** Null when too little is known to score. */
  score: number | null;
  badge?: string;
  /** What the score rests on. */
  coverage: Coverage;
  /** The person's verdict: the panel takes the worse colour of the two. */
  personal: PersonalVerdict | null;
  /** Offered when too little is known to score: back to the list to correct it. */
  onCorrect?: () => void;
}

/**
 * Overall Safety Rating: label, 5-dot scale and score out of 10, with what the score rests on.
 * Below the coverage threshold there is no number at all, only the names that were not
 * recognised and a way to correct them.
 */
export function OverallRating({
  rating,
  score,
  badge,
  coverage,
  personal,
  onCorrect,
}: OverallRatingProps) {
  const { t, plural, number } = useResultsText();
  const tone = cardTone(rating, personal);
  if (!coverage.enoughKnown) {
    return (
      <div
        className={cx(
          'll-row ll-row--between scan-overall scan-overall--stacked',
          `scan-overall--${tone}`,
        )}
        data-testid="overall-rating"
      >
        <div className="scan-overall__text">
          <p className="ll-caption scan-overall__caption">{t('overall.caption')}</p>
          <p className="scan-overall__label">{t('overall.notEnough')}</p>
          <p className="ll-text-sm">
            {plural('overall.onlyRecognised', coverage.total, {
              recognised: coverage.recognised,
              total: coverage.total,
            })}
          </p>
          {coverage.unrecognised.length > 0 ? (
            <p className="ll-text-sm scan-overall__unknown">
              <strong>{t('overall.notRecognised')}</strong> {coverage.unrecognised.join(', ')}
            </p>
          ) : null}
        </div>
        {onCorrect ? (
          <Button variant="outline" onClick={onCorrect}>
            <PencilLine aria-hidden="true" /> {t('overall.correct')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div
      className={cx('ll-row ll-row--between scan-overall', `scan-overall--${tone}`)}
      data-testid="overall-rating"
    >
      <div className="scan-overall__text">
        <p className="ll-caption scan-overall__caption">{t('overall.caption')}</p>
        <p className="scan-overall__label">{t(ratingKey(rating))}</p>
        <SafetyDots rating={rating} />
        <p className="scan-overall__basis">
          {plural('overall.basedOn', coverage.total, {
            recognised: coverage.recognised,
            total: coverage.total,
          })}
        </p>
      </div>
      <div className="scan-overall__score">
        <span className="scan-overall__value">{score === null ? '–' : number(score)}</span>
        <span className="scan-overall__max">/{number(10)}</span>
        {badge ? <span className="scan-overall__badge">{badge}</span> : null}
      </div>
    </div>
  );
}
