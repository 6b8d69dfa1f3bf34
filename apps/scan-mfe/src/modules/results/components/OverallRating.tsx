import type { PersonalVerdict } from '@labellens/web-api-client';
import { Button, cx } from '@labellens/web-ui';
import { PencilLine } from 'lucide-react';
import { formatScore, ratingLabel } from '../utils/safety-rating';
import { basedOnText, cardTone, NOT_ENOUGH_KNOWN, type Coverage } from '../utils/verdict';
import { SafetyDots } from './SafetyDots';

export interface OverallRatingProps {
  rating: string | null | undefined;
  score: number | null | undefined;
  badge?: string;
  /** What the score rests on; null for responses that do not say. */
  coverage?: Coverage | null;
  /** The person's verdict: the panel takes the worse colour of the two. */
  personal?: PersonalVerdict | null;
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
  const tone = cardTone(rating, personal);
  if (coverage && !coverage.enoughKnown) {
    return (
      <div
        className={cx('scan-overall', 'scan-overall--stacked', `scan-overall--${tone}`)}
        data-testid="overall-rating"
      >
        <div className="scan-overall__text">
          <p className="scan-overall__caption">Overall Safety Rating</p>
          <p className="scan-overall__label">{NOT_ENOUGH_KNOWN}</p>
          <p className="ll-text-sm">
            Only {coverage.recognised} of {coverage.total}{' '}
            {coverage.total === 1 ? 'ingredient was' : 'ingredients were'} recognised.
          </p>
          {coverage.unrecognised.length > 0 ? (
            <p className="ll-text-sm scan-overall__unknown">
              <strong>Not recognised:</strong> {coverage.unrecognised.join(', ')}
            </p>
          ) : null}
        </div>
        {onCorrect ? (
          <Button variant="outline" onClick={onCorrect}>
            <PencilLine aria-hidden="true" /> Correct the list
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className={cx('scan-overall', `scan-overall--${tone}`)} data-testid="overall-rating">
      <div className="scan-overall__text">
        <p className="scan-overall__caption">Overall Safety Rating</p>
        <p className="scan-overall__label">{ratingLabel(rating)}</p>
        <SafetyDots rating={rating} />
        {coverage ? (
          <p className="scan-overall__basis">{basedOnText(coverage.recognised, coverage.total)}</p>
        ) : null}
      </div>
      <div className="scan-overall__score">
        <span className="scan-overall__value">{formatScore(score)}</span>
        <span className="scan-overall__max">/10</span>
        {badge ? <span className="scan-overall__badge">{badge}</span> : null}
      </div>
    </div>
  );
}
