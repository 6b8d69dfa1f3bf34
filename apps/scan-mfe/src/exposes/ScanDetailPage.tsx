import '../styles/scan.css';
import { useRequireAuth } from '@labellens/shell-contract';
import { Button, SpinnerBlock } from '@labellens/web-ui';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../modules/common/components/PageHeader';
import { ScanDetailView } from '../modules/scan-detail/components/ScanDetailView';
import { ScanNotFound } from '../modules/scan-detail/components/ScanNotFound';
import { useScanDetail } from '../modules/scan-detail/hooks/useScanDetail';

/** /scan/{id} (spec 01 §2). */
export default function ScanDetailPage() {
  const { id } = useParams<{ id: string }>();
  const session = useRequireAuth();
  const { query, key, notFound } = useScanDetail(id, session.isAuthenticated);

  let body;
  if (session.isLoading || (session.isAuthenticated && query.isLoading)) {
    body = <SpinnerBlock />;
  } else if (!session.isAuthenticated) {
    body = <SpinnerBlock text="Redirecting to sign in..." />;
  } else if (notFound) {
    body = <ScanNotFound />;
  } else if (query.isError || !query.data) {
    body = (
      <div className="ll-empty" role="alert">
        <p className="ll-empty__title">This scan could not be loaded</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  } else {
    body = <ScanDetailView scan={query.data} queryKey={key} />;
  }

  return (
    <div data-remote="scan" data-page="scan-detail">
      <PageHeader title="Scan Details" backTo="/history" />
      <main className="ll-app-content">{body}</main>
    </div>
  );
}
