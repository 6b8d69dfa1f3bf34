import { buttonClassName } from '@labellens/web-ui';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';

/** Fallback for unmatched paths when signed in. */
export function NotFoundPage() {
  return (
    <main className="shell-not-found">
      <div className="ll-card ll-card--raised shell-not-found__card">
        <div className="ll-row">
          <CircleAlert aria-hidden="true" className="shell-not-found__icon" />
          <h1>404 Page Not Found</h1>
        </div>
        <p className="ll-muted">Did you forget to add the page to the router?</p>
        <Link to="/" className={buttonClassName({ variant: 'outline' })}>
          Back to LabelLens
        </Link>
      </div>
    </main>
  );
}
