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

export interface DeleteScanDialogProps {
  productName: string | null | undefined;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Asks before a scan is removed for good; says plainly that the used scan is not given back. */
export function DeleteScanDialog({
  productName,
  open,
  pending,
  onOpenChange,
  onConfirm,
}: DeleteScanDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // A running delete cannot be cancelled, so the dialog stays until it answers.
        if (!pending) onOpenChange(next);
      }}
    >
      <DialogContent data-testid="delete-scan-dialog">
        <DialogHeader>
          <DialogTitle>Delete this scan?</DialogTitle>
          <DialogDescription>
            {productName || 'Unnamed Product'} will be removed from your scan history. This cannot
            be undone, and the scan used for it is not given back.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose className="ll-btn ll-btn--outline" disabled={pending}>
            Cancel
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? 'Deleting...' : 'Delete Scan'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
