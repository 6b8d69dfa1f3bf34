import { cx } from '@labellens/web-ui';
import { useResultsText } from '../../common/i18n/context';
import { ratingDots, ratingTone } from '../utils/safety-rating';

export interface SafetyDotsProps {
  rating: string | null | undefined;
}

/** The overall rating on a 5-dot scale. */
export function SafetyDots({ rating }: SafetyDotsProps) {
  const { t } = useResultsText();
  const filled = ratingDots(rating);
  const tone = ratingTone(rating);
  return (
    <span className="scan-dots" role="img" aria-label={t('overall.dots', { n: filled })}>
      {[0, 1, 2, 3, 4].map((i) => (
        <span key={i} className={cx('scan-dots__dot', i < filled && `is-${tone}`)} />
      ))}
    </span>
  );
}
