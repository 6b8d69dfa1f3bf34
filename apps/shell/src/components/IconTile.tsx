import { cx } from '@labellens/web-ui';
import type { LucideIcon } from 'lucide-react';

export interface IconTileProps {
  Icon: LucideIcon;
  large?: boolean;
}

/** An icon on a rounded brand tile, at the head of a card or a step. */
export function IconTile({ Icon, large }: IconTileProps) {
  return (
    <span
      className={cx(
        'll-tile shell-icon-tile',
        large ? 'll-tile--brand ll-tile--raised shell-icon-tile--lg' : 'll-tile--soft',
      )}
    >
      <Icon aria-hidden="true" />
    </span>
  );
}
