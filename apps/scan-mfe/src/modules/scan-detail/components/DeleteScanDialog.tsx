import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@labellens/web-ui';
import { useResultsText } from '../../common/i18n/context';

export interface DeleteScanDialogProps {
  productName: string | null | undefined;
  /** Display language of the scan: the dialog is in it (right to left for Arabic and Farsi). */
  language?: string | null;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Asks before a scan is removed for good; says plainly that the used scan is not given back. */
export function DeleteScanDialog({
  productName,
  language,
  open,
  pending,
  onOpenChange,
  onConfirm,
}: DeleteScanDialogProps) {
  const { t, lang, dir } = useResultsText(language ?? 'en');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // A running delete cannot be cancelled, so the dialog stays until it answers.
        if (!pending) onOpenChange(next);
      }}
    >
      {/* The dialog is rendered outside the page, so it carries the language itself. */}
      <DialogContent
        data-testid="delete-scan-dialog"
        lang={lang}
        dir={dir}
        closeLabel={t('common.close')}
      >
        <DialogHeader>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogDescription>
            {t('delete.text', { name: productName || t('results.unnamed') })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose className="ll-btn ll-btn--outline" disabled={pending}>
            {t('delete.cancel')}
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? t('delete.pending') : t('delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
