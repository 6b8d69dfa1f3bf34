import '../styles/scan.css';
import { useRequireAuth } from '@labellens/shell-contract';
import { Button, PageHeader, SpinnerBlock } from '@labellens/web-ui';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ScanDetailView } from '../modules/scan-detail/components/ScanDetailView';
import { DeleteScanDialog } from '../modules/scan-detail/components/DeleteScanDialog';
import { ScanNotFound } from '../modules/scan-detail/components/ScanNotFound';
import { useDeleteScan } from '../modules/scan-detail/hooks/useDeleteScan';
import { useScanDetail } from '../modules/scan-detail/hooks/useScanDetail';
import { ResultsLanguageProvider, useResultsText } from '../modules/common/i18n/context';

/** /scan/{id} (spec 01 §2). */
export default function ScanDetailPage() {
  const { id } = useParams<{ id: string }>();
  const session = useRequireAuth();
  const { query, key, notFound } = useScanDetail(id, session.isAuthenticated);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  // The page is in the scan's display language once the scan is loaded (English before).
  const language = query.data?.product.displayLanguage ?? 'en';
  const { t, lang, dir } = useResultsText(language);
  const remove = useDeleteScan(() => {
    setConfirming(false);
    void navigate('/history', { replace: true });
  });
  const canDelete = Boolean(id && query.data) && !notFound;

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
        <p className="ll-empty__title">{t('detail.loadFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('detail.retry')}
        </Button>
      </div>
    );
  } else {
    // Wholly in the display language the scan was analysed in.
    body = (
      <ResultsLanguageProvider language={language} ingredients={query.data.ingredients}>
        <ScanDetailView scan={query.data} queryKey={key} />
      </ResultsLanguageProvider>
    );
  }

  return (
    <div data-remote="scan" data-page="scan-detail" lang={lang} dir={dir}>
      <PageHeader
        title={t('detail.title')}
        backTo="/history"
        backLabel={t('common.back')}
        actions={
          canDelete ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setConfirming(true);
              }}
            >
              <Trash2 aria-hidden="true" /> {t('detail.delete')}
            </Button>
          ) : null
        }
      />
      <main className="ll-app-content">{body}</main>
      {canDelete && id ? (
        <DeleteScanDialog
          productName={query.data?.product.productName}
          language={language}
          open={confirming}
          pending={remove.isPending}
          onOpenChange={setConfirming}
          onConfirm={() => {
            remove.mutate({ id, language });
          }}
        />
      ) : null}
    </div>
  );
}
