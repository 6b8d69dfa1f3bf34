import { buttonClassName, PageHeader } from '@labellens/web-ui';
import { Construction } from 'lucide-react';
import { Link } from 'react-router-dom';

export interface NotAvailableProps {
  title: string;
}

/** Honest placeholder for a screen that has not been built yet. */
export function NotAvailable({ title }: NotAvailableProps) {
  return (
    <div data-remote="account">
      <PageHeader title={title} backTo="/" />
      <main className="ll-app-content">
        <div className="ll-empty" data-testid="not-available">
          <span className="ll-empty__icon">
            <Construction aria-hidden="true" />
          </span>
          <h2 className="ll-empty__title">{title}</h2>
          <p className="ll-muted">This screen is not available yet.</p>
          <Link to="/" className={buttonClassName({ variant: 'outline' })}>
            Back to LabelLens
          </Link>
        </div>
      </main>
    </div>
  );
}
