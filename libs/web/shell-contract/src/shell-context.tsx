import { toast as defaultToast, type ToastFn } from '@labellens/web-ui';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface ShellInfo {
  /** App version shown on the settings screen (from runtime-config.json). */
  version: string;
  stripePublishableKey: string | null;
}

export interface ShellContextValue extends ShellInfo {
  toast: ToastFn;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export interface ShellProviderProps {
  info: ShellInfo;
  toast?: ToastFn;
  children: ReactNode;
}

/** Provided once by the shell (and by a remote's standalone bootstrap). */
export function ShellProvider({ info, toast = defaultToast, children }: ShellProviderProps) {
  const value = useMemo(() => ({ ...info, toast }), [info, toast]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

const FALLBACK_INFO: ShellInfo = { version: '1.0.0', stripePublishableKey: null };

/** Version and publishable keys from the shell's runtime configuration. */
export function useShellInfo(): ShellInfo {
  const context = useContext(ShellContext);
  return context ?? FALLBACK_INFO;
}
