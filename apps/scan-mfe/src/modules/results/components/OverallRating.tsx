import { cx } from '@labellens/web-ui';
import { formatScore, ratingLabel, ratingTone } from '../utils/safety-rating';
import { SafetyDots } from './SafetyDots';

export interface OverallRatingProps {
  rating: string | null | undefined;
  score: number | null | undefined;
  badge?: string;
}

/** Overall Safety Rating: label, 5-dot scale and score out of 10. */
export function OverallRating({ rating, score, badge }: OverallRatingProps) {
  const tone = ratingTone(rating);
  return (
    <div className={cx('scan-overall', `scan-overall--${tone}`)}>
      <div className="scan-overall__text">
        <p className="scan-overall__caption">Overall Safety Rating</p>
        <p className="scan-overall__label">{ratingLabel(rating)}</p>
        <SafetyDots rating={rating} />
      </div>
      <div className="scan-overall__score">
        <span className="scan-overall__value">{formatScore(score)}</span>
        <span className="scan-overall__max">/10</span>
        {badge ? <span className="scan-overall__badge">{badge}</span> : null}
      </div>
    </div>
  );
}
