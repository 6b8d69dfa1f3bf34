import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconLink } from './IconLink';

export interface PageHeaderProps {
  title: string;
  backTo?: string;
  /** Accessible name of the back link, in the page's language. */
  backLabel?: string;
  actions?: ReactNode;
}

/** Sticky title bar of a signed-in screen, with an optional back link and actions. */
export function PageHeader({ title, backTo, backLabel = 'Back', actions }: PageHeaderProps) {
  return (
    <header className="ll-app-header">
      <div className="ll-row">
        {backTo ? (
          <IconLink to={backTo} className="ll-app-header__back" label={backLabel}>
            <ArrowLeft aria-hidden="true" />
          </IconLink>
        ) : null}
        <h1 className="ll-app-header__title">{title}</h1>
      </div>
      {actions}
    </header>
  );
}
