import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';
import { DialogClose, DialogFooter } from './Dialog';
import { ModalDialog, type ModalDialogProps } from './ModalDialog';

export interface ConfirmDialogProps extends ModalDialogProps {
  description: ReactNode;
  confirmLabel: ReactNode;
  /** Not called when the dialog is a form (onSubmit): its confirm button submits it. */
  onConfirm?: () => void;
  cancelLabel?: ReactNode;
  confirmVariant?: ButtonVariant;
  /** The confirm button cannot be pressed (a running action, an unfinished form). */
  confirmDisabled?: boolean;
  /**
   * A running action that cannot be cancelled: both buttons are disabled and the dialog
   * stays open until it answers.
   */
  locked?: boolean;
}

/**
 * Asks before an action: a title, what it does, Cancel and a confirm button (destructive by
 * default). Children (a form's fields, an error) go between the description and the buttons.
 */
export function ConfirmDialog({
  onOpenChange,
  confirmLabel,
  onConfirm,
  cancelLabel = 'Cancel',
  confirmVariant = 'destructive',
  confirmDisabled,
  locked,
  children,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      {...dialog}
      onOpenChange={(next) => {
        if (!locked) onOpenChange(next);
      }}
    >
      {children}
      <DialogFooter>
        <DialogClose className="ll-btn ll-btn--outline" disabled={locked}>
          {cancelLabel}
        </DialogClose>
        <Button
          type={dialog.onSubmit ? 'submit' : 'button'}
          variant={confirmVariant}
          disabled={confirmDisabled || locked}
          onClick={dialog.onSubmit ? undefined : onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </ModalDialog>
  );
}
