import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cx } from '../cx';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LABEL,
  TOAST_SWIPE_THRESHOLD_PX,
  toastStore,
  type ToastItem,
} from './toast-store';

/** Current toasts of the shared store. */
export function useToastState(): readonly ToastItem[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
}

/** Renders the notices; mounted once by the shell (and by a remote's standalone bootstrap). */
export function Toaster() {
  const toasts = useToastState();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={TOAST_LABEL}
    >
      {toasts.map((item) => {
        const destructive = item.variant === 'destructive';
        const Icon = destructive ? CircleAlert : CircleCheck;
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            duration={item.duration}
            onOpenChange={(open) => {
              if (!open) toastStore.dismiss(item.id);
            }}
            className={cx('ll-toast', destructive && 'll-toast--destructive')}
            data-variant={item.variant ?? 'default'}
            lang={item.lang}
            dir={item.dir}
          >
            <Icon aria-hidden="true" />
            <div>
              {item.title ? (
                <ToastPrimitive.Title className="ll-toast__title">
                  {item.title}
                </ToastPrimitive.Title>
              ) : null}
              {item.description ? (
                <ToastPrimitive.Description className="ll-toast__description">
                  {item.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close className="ll-toast__close" aria-label="Close">
              <X aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="ll-toast-viewport" hotkey={TOAST_HOTKEY} />
    </ToastPrimitive.Provider>
  );
}
