import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../cx';
import { withClass } from '../with-class';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends ComponentPropsWithoutRef<
  typeof DialogPrimitive.Content
> {
  wide?: boolean;
  closeLabel?: string;
}

export function DialogContent({
  className,
  children,
  wide,
  closeLabel = 'Close',
  ...rest
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="ll-dialog-overlay" />
      <DialogPrimitive.Content
        className={cx('ll-dialog', wide && 'll-dialog--wide', className)}
        {...rest}
      >
        {children}
        <DialogPrimitive.Close className="ll-btn ll-btn--ghost ll-btn--icon ll-dialog__close">
          <X aria-hidden="true" />
          <span className="ll-sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogHeader = withClass('div', 'll-dialog__header', 'DialogHeader');
export const DialogFooter = withClass('div', 'll-dialog__footer', 'DialogFooter');
export const DialogTitle = withClass(DialogPrimitive.Title, 'll-dialog__title', 'DialogTitle');
export const DialogDescription = withClass(
  DialogPrimitive.Description,
  'll-dialog__description',
  'DialogDescription',
);
