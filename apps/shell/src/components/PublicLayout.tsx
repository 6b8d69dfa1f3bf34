import type { ReactNode } from 'react';
import { PublicHeader } from './PublicHeader';
import { SiteFooter } from './SiteFooter';

export interface PublicLayoutProps {
  children: ReactNode;
  anchorsOnPage?: boolean;
}

export function PublicLayout({ children, anchorsOnPage }: PublicLayoutProps) {
  return (
    <div className="shell-public">
      <PublicHeader anchorsOnPage={anchorsOnPage} />
      <main id="main">{children}</main>
      <SiteFooter />
    </div>
  );
}
