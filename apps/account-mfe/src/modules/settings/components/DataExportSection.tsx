import { useToast, useUnauthorizedRedirect } from '@labellens/shell-contract';
import {
  ACCOUNT_EXPORT_URL,
  fetchDownload,
  messageOr,
  SCAN_HISTORY_CSV_URL,
  SHOPPING_LIST_CSV_URL,
} from '@labellens/web-api-client';
import { Button, SectionCard } from '@labellens/web-ui';
import { FileJson, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { saveFile } from '../utils/save-file';

const EXPORTS = {
  csv: {
    url: SCAN_HISTORY_CSV_URL,
    fallbackName: 'labellens-scan-history.csv',
    label: 'Download scan history (CSV)',
    Icon: FileSpreadsheet,
  },
  shoppingList: {
    url: SHOPPING_LIST_CSV_URL,
    fallbackName: 'labellens-shopping-list.csv',
    label: 'Download shopping list (CSV)',
    Icon: FileSpreadsheet,
  },
  json: {
    url: ACCOUNT_EXPORT_URL,
    fallbackName: 'labellens-export.json',
    label: 'Download all my data (JSON)',
    Icon: FileJson,
  },
} as const;

type ExportKind = keyof typeof EXPORTS;

/** "Export my data": the scan history and the shopping list as CSV, and everything held about the user as JSON. */
export function DataExportSection() {
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  const [pending, setPending] = useState<ExportKind | null>(null);

  const download = async (kind: ExportKind) => {
    const { url, fallbackName } = EXPORTS[kind];
    setPending(kind);
    try {
      const file = await fetchDownload(url, fallbackName);
      saveFile(file.blob, file.filename);
      toast({ title: 'Download started', description: `Saving ${file.filename}.` });
    } catch (error) {
      if (!handleError(error)) {
        toast({
          title: 'Export failed',
          description: messageOr(error, 'Your data could not be exported. Please try again later.'),
          variant: 'destructive',
        });
      }
    } finally {
      setPending(null);
    }
  };

  return (
    <SectionCard
      data-testid="data-export"
      title="Export my data"
      contentClassName="ll-stack ll-stack--sm"
    >
      <p className="ll-muted ll-text-sm">
        Download a copy of your data: your scan history or shopping list as a spreadsheet, or
        everything LabelLens holds about you (profile, scans, preferences, shopping list and
        billing) as JSON.
      </p>
      {(Object.keys(EXPORTS) as ExportKind[]).map((kind) => {
        const { label, Icon } = EXPORTS[kind];
        return (
          <Button
            key={kind}
            variant="outline"
            block
            disabled={pending !== null}
            onClick={() => void download(kind)}
          >
            <Icon aria-hidden="true" /> {pending === kind ? 'Preparing download...' : label}
          </Button>
        );
      })}
    </SectionCard>
  );
}
