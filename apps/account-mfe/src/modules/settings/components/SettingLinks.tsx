import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

export interface SettingLink {
  to: string;
  Icon: LucideIcon;
  label: string;
}

export interface SettingLinksProps {
  links: readonly SettingLink[];
}

/** Links to other screens, each with its icon and a chevron. */
export function SettingLinks({ links }: SettingLinksProps) {
  return links.map(({ to, Icon, label }) => (
    <Link key={to} to={to} className="ll-row acct-link">
      <Icon aria-hidden="true" /> {label} <ChevronRight aria-hidden="true" />
    </Link>
  ));
}
