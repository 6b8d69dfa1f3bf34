import { buttonClassName } from '@labellens/web-ui';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';

export function ScanNotFound() {
  return (
    <div className="ll-empty" data-testid="scan-not-found">
      <span className="ll-empty__icon scan-icon--danger">
        <SearchX aria-hidden="true" />
      </span>
      <h2 className="ll-empty__title">Scan Not Found</h2>
      <p className="ll-muted ll-text-sm">
        This scan could not be found or you don&apos;t have access to it.
      </p>
      <Link to="/history" className={buttonClassName()}>
        Back to History
      </Link>
    </div>
  );
}
