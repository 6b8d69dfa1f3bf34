import '../styles/scan.css';
import type { ScanHistoryItem } from '@labellens/web-api-client';
import { buttonClassName, EmptyState, PageHeader, SpinnerBlock } from '@labellens/web-ui';
import { ScanLine } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../modules/common/components/LoadFailed';
import { LogInPrompt } from '../modules/common/components/LogInPrompt';
import { HistoryCard } from '../modules/history/components/HistoryCard';
import { OfflineHistoryNote } from '../modules/offline/OfflineHistoryNote';
import { OfflineScansSection, useOfflineScans } from '../modules/offline/OfflineScansSection';
import { useOfflineSync } from '../modules/offline/useOfflineSync';
import { useScanHistory } from '../modules/history/hooks/useScanHistory';
import { productsAnalyzedLabel } from '../modules/history/utils/format-date';
import { DeleteScanDialog } from '../modules/scan-detail/components/DeleteScanDialog';
import { useDeleteScan } from '../modules/scan-detail/hooks/useDeleteScan';

function HistoryBody({ scansOnDevice }: { scansOnDevice: boolean }) {
  const { session, query, offline, online } = useScanHistory();
  const [deleting, setDeleting] = useState<ScanHistoryItem | null>(null);
  const remove = useDeleteScan(() => {
    setDeleting(null);
  });

  if (session.isLoading || (session.isAuthenticated && query.isLoading)) {
    return <SpinnerBlock />;
  }
  if (!session.isAuthenticated) {
    return <LogInPrompt title="Please log in to view your scan history" />;
  }
  // Offline (issue 17): the scans on this device are listed above; the rest comes back online.
  if (offline && query.data === undefined) {
    return (
      <OfflineHistoryNote
        scansOnDevice={scansOnDevice}
        onRetry={
          online
            ? () => {
                void query.refetch();
              }
            : undefined
        }
      />
    );
  }
  if (query.isError) {
    return (
      <LoadFailed
        title="Failed to load scan history"
        onRetry={() => {
          window.location.reload();
        }}
      />
    );
  }
  const items = query.data ?? [];
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<ScanLine aria-hidden="true" />}
        title="No scans yet"
        text="Scan a product label and it will appear here."
        action={
          <Link to="/" className={buttonClassName()}>
            Start Scanning
          </Link>
        }
      />
    );
  }
  return (
    <>
      <p className="scan-history-count">{productsAnalyzedLabel(items.length)}</p>
      <ul className="ll-list ll-list--loose scan-history-list">
        {items.map((item) => (
          <HistoryCard key={item.id} item={item} onDelete={setDeleting} />
        ))}
      </ul>
      <DeleteScanDialog
        productName={deleting?.productName}
        language={deleting?.displayLanguage}
        open={deleting !== null}
        pending={remove.isPending}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting) remove.mutate({ id: deleting.id, language: deleting.displayLanguage });
        }}
      />
    </>
  );
}

/** /history (spec 01 §2). */
export default function HistoryPage() {
  useOfflineSync(null);
  const scansOnDevice = useOfflineScans();
  return (
    <div data-remote="scan" data-page="history">
      <PageHeader title="Scan History" />
      <main className="ll-app-content">
        <OfflineScansSection scans={scansOnDevice} />
        <HistoryBody scansOnDevice={scansOnDevice.length > 0} />
      </main>
    </div>
  );
}
