import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef, HTMLAttributes } from 'react';
import { cx } from '../cx';

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

export function DialogHeader({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('ll-dialog__header', className)} {...rest} />;
}

export function DialogFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('ll-dialog__footer', className)} {...rest} />;
}

export function DialogTitle({
  className,
  ...rest
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cx('ll-dialog__title', className)} {...rest} />;
}

export function DialogDescription({
  className,
  ...rest
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cx('ll-dialog__description', className)} {...rest} />
  );
}
