import type { ReactNode, SubmitEvent } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  type DialogContentProps,
} from './Dialog';

export interface ModalDialogProps extends Omit<DialogContentProps, 'title' | 'onSubmit'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Id of the description, for content that names it in aria-describedby. */
  descriptionId?: string;
  /** Makes the dialog's body a form (header, fields and buttons). */
  onSubmit?: (event: SubmitEvent<HTMLFormElement>) => void;
}

/** A dialog with a title and a description over its content: the frame of every app dialog. */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  descriptionId,
  onSubmit,
  children,
  ...content
}: ModalDialogProps) {
  const body = (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description === undefined ? null : (
          <DialogDescription id={descriptionId}>{description}</DialogDescription>
        )}
      </DialogHeader>
      {children}
    </>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...content}>
        {onSubmit ? (
          <form onSubmit={onSubmit} className="ll-stack">
            {body}
          </form>
        ) : (
          body
        )}
      </DialogContent>
    </Dialog>
  );
}
