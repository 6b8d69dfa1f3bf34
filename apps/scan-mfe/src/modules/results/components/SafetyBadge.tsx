import { Badge } from '@labellens/web-ui';
import { useResultsText } from '../../common/i18n/context';
import { ratingKey, ratingTone, toneBadge } from '../utils/safety-rating';

export interface SafetyBadgeProps {
  rating: string | null | undefined;
}

export function SafetyBadge({ rating }: SafetyBadgeProps) {
  const { t } = useResultsText();
  return <Badge variant={toneBadge(ratingTone(rating))}>{t(ratingKey(rating))}</Badge>;
}
