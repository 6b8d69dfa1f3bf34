import type { LucideIcon } from 'lucide-react';
import { IconTile } from './IconTile';

export interface FeatureCard {
  Icon: LucideIcon;
  title: string;
  text: string;
}

export interface FeatureCardsProps {
  cards: readonly FeatureCard[];
  /** The grid's class (its column count). */
  className: string;
  /** Test id of each card. */
  cardTestId?: string;
}

/** A grid of cards, each an icon tile, a title and a sentence (features, security measures). */
export function FeatureCards({ cards, className, cardTestId }: FeatureCardsProps) {
  return (
    <ul className={className}>
      {cards.map(({ Icon, title, text }) => (
        <li key={title} className="ll-card shell-feature-card" data-testid={cardTestId}>
          <IconTile Icon={Icon} />
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
