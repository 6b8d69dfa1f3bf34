import type { ReactNode } from 'react';
import { BottomNav, type NavTab } from './BottomNav';

export interface AppLayoutProps {
  /** Tab marked in the bottom navigation; without it the navigation is hidden. */
  tab?: NavTab;
  children: ReactNode;
}

/** Phone-style frame of the signed-in main screens, with the bottom navigation. */
export function AppLayout({ tab, children }: AppLayoutProps) {
  return (
    <div className={tab ? 'll-app-screen ll-app-screen--with-nav' : 'll-app-screen'}>
      {children}
      {tab ? <BottomNav active={tab} /> : null}
    </div>
  );
}
