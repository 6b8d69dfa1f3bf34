import { Badge } from '@labellens/web-ui';
import { ratingLabel, ratingTone, toneBadge } from '../utils/safety-rating';

export interface SafetyBadgeProps {
  rating: string | null | undefined;
}

export function SafetyBadge({ rating }: SafetyBadgeProps) {
  return <Badge variant={toneBadge(ratingTone(rating))}>{ratingLabel(rating)}</Badge>;
}
