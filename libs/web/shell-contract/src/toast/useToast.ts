import { toast as defaultToast, type ToastFn } from '@labellens/web-ui';
import { useContext } from 'react';
import { ShellContext } from '../shell-context';

/** The notice function of the running shell (falls back to the shared web-ui store). */
export function useToast(): { toast: ToastFn } {
  const context = useContext(ShellContext);
  return { toast: context?.toast ?? defaultToast };
}
