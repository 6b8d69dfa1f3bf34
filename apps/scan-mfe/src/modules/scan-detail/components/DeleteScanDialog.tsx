import { ConfirmDialog, type ConfirmDialogProps } from '@labellens/web-ui';
import { useResultsText } from '../../common/i18n/context';

export interface DeleteScanDialogProps extends Pick<
  ConfirmDialogProps,
  'open' | 'onOpenChange' | 'onConfirm'
> {
  productName: string | null | undefined;
  /** Display language of the scan: the dialog is in it (right to left for Arabic and Farsi). */
  language?: string | null;
  pending: boolean;
}

/** Asks before a scan is removed for good; says plainly that the used scan is not given back. */
export function DeleteScanDialog({
  productName,
  language,
  pending,
  ...dialog
}: DeleteScanDialogProps) {
  const { t, dialog: inLanguage } = useResultsText(language ?? 'en');
  // A running delete cannot be cancelled, so the dialog stays until it answers.
  return (
    <ConfirmDialog
      {...dialog}
      {...inLanguage}
      data-testid="delete-scan-dialog"
      title={t('delete.title')}
      description={t('delete.text', { name: productName || t('results.unnamed') })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={pending ? t('delete.pending') : t('delete.confirm')}
      locked={pending}
    />
  );
}
