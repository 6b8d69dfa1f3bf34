/**
 * Notice state (spec 01 §9): one notice visible at a time, a new one replaces the old, default
 * duration 5000 ms. The reducer is pure so the one-visible rule is testable without React.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOAST_LABEL = 'Notification';
/** Time a dismissed toast stays mounted so its exit animation can run. */
export const TOAST_REMOVE_DELAY_MS = 300;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  /** The notice's language and direction when it is not the page's (a result's display language). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export type ToastAction =
  | { type: 'ADD'; toast: ToastItem }
  | { type: 'UPDATE'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string };

export function toastReducer(state: readonly ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'ADD':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'UPDATE':
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case 'DISMISS':
      return state.map((t) =>
        action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
      );
    case 'REMOVE':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

export interface ToastFn {
  (options: ToastOptions): ToastHandle;
  /** Title "Success" with the given text. */
  success: (description: string, title?: string) => ToastHandle;
  /** Title "Error" with the given text, destructive style. */
  error: (description: string, title?: string) => ToastHandle;
}

export function createToastStore() {
  let state: ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const dispatch = (action: ToastAction) => {
    state = toastReducer(state, action);
    listeners.forEach((listener) => {
      listener();
    });
  };

  const scheduleRemove = (id: string) => {
    if (removeTimers.has(id)) return;
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        dispatch({ type: 'REMOVE', id });
      }, TOAST_REMOVE_DELAY_MS),
    );
  };

  const dismiss = (id?: string) => {
    dispatch({ type: 'DISMISS', id });
    (id === undefined ? state.map((t) => t.id) : [id]).forEach(scheduleRemove);
  };

  const toast = ((options: ToastOptions): ToastHandle => {
    counter += 1;
    const id = `toast-${counter}`;
    dispatch({ type: 'ADD', toast: { ...options, id, open: true } });
    return {
      id,
      dismiss: () => {
        dismiss(id);
      },
      update: (next) => {
        dispatch({ type: 'UPDATE', toast: { ...next, id } });
      },
    };
  }) as ToastFn;
  toast.success = (description, title = 'Success') => toast({ title, description });
  toast.error = (description, title = 'Error') =>
    toast({ title, description, variant: 'destructive' });

  return {
    toast,
    dismiss,
    getSnapshot: (): readonly ToastItem[] => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app-wide store; @labellens/web-ui is a federation singleton, so remotes share it. */
export const toastStore = createToastStore();
export const toast = toastStore.toast;
export const dismissToast = toastStore.dismiss;
