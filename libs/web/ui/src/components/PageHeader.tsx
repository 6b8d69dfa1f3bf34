import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

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
          <Link
            to={backTo}
            className="ll-btn ll-btn--ghost ll-btn--icon ll-app-header__back"
            aria-label={backLabel}
          >
            <ArrowLeft aria-hidden="true" />
          </Link>
        ) : null}
        <h1 className="ll-app-header__title">{title}</h1>
      </div>
      {actions}
    </header>
  );
}
