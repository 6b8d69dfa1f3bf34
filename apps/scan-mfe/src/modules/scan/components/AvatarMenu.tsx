import type { CurrentUser } from '@labellens/web-api-client';
import { signOut, userFirstName, userInitial } from '@labellens/shell-contract';
import { Avatar } from '@labellens/web-ui';
import { CreditCard, History, ListChecks, LogOut, Settings, User } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

export interface AvatarMenuProps {
  user: CurrentUser | null;
}

const ITEMS = [
  { to: '/profile', label: 'Profile Settings', Icon: User },
  { to: '/history', label: 'Scan History', Icon: History },
  { to: '/list', label: 'Shopping List', Icon: ListChecks },
  { to: '/subscription', label: 'Subscription', Icon: CreditCard },
  { to: '/settings', label: 'Settings', Icon: Settings },
];

/** Avatar button with the account menu of the scan page header. */
export function AvatarMenu({ user }: AvatarMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="scan-menu" ref={root}>
      <button
        type="button"
        className="scan-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Account menu"
        onClick={() => {
          setOpen((v) => !v);
        }}
      >
        <Avatar imageUrl={user?.profileImageUrl} fallback={userInitial(user)} />
      </button>
      {open ? (
        <div className="scan-menu__panel" id={menuId} role="menu">
          <div className="scan-menu__identity">
            <p className="scan-menu__name">{userFirstName(user)}</p>
            {user?.email ? <p className="scan-menu__email">{user.email}</p> : null}
          </div>
          {ITEMS.map(({ to, label, Icon }) => (
            <Link
              key={to}
              to={to}
              role="menuitem"
              className="scan-menu__item"
              onClick={() => {
                setOpen(false);
              }}
            >
              <Icon aria-hidden="true" /> {label}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            className="scan-menu__item"
            onClick={() => {
              signOut();
            }}
          >
            <LogOut aria-hidden="true" /> Sign Out
          </button>
        </div>
      ) : null}
    </div>
  );
}
