import { cx } from '@labellens/web-ui';
import { Crown, History, ListChecks, ScanLine, User } from 'lucide-react';
import { Link } from 'react-router-dom';

export type NavTab = 'scan' | 'history' | 'list' | 'profile' | 'plans';

const TABS: { id: NavTab; label: string; to: string; Icon: typeof ScanLine }[] = [
  { id: 'scan', label: 'Scan', to: '/', Icon: ScanLine },
  { id: 'history', label: 'History', to: '/history', Icon: History },
  { id: 'list', label: 'List', to: '/list', Icon: ListChecks },
  { id: 'profile', label: 'Profile', to: '/profile', Icon: User },
  { id: 'plans', label: 'Plans', to: '/subscription', Icon: Crown },
];

export interface BottomNavProps {
  active: NavTab;
}

export function BottomNav({ active }: BottomNavProps) {
  return (
    <nav className="shell-bottom-nav" aria-label="Main">
      <ul>
        {TABS.map(({ id, label, to, Icon }) => (
          <li key={id}>
            <Link
              to={to}
              className={cx('shell-bottom-nav__item', id === active && 'is-active')}
              aria-current={id === active ? 'page' : undefined}
            >
              <Icon aria-hidden="true" />
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
