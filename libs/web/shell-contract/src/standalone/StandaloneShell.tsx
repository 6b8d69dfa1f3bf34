import { createQueryClient } from '@labellens/web-api-client';
import { Toaster } from '@labellens/web-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ShellProvider } from '../shell-context';

export interface StandaloneShellProps {
  children: ReactNode;
}

/**
 * The providers the real shell gives a remote, for mounting a remote on its own during
 * development (`rspack serve` of one remote). Production always runs inside apps/shell.
 */
export function StandaloneShell({ children }: StandaloneShellProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ShellProvider info={{ version: '1.0.0', stripePublishableKey: null }}>
        <BrowserRouter>{children}</BrowserRouter>
        <Toaster />
      </ShellProvider>
    </QueryClientProvider>
  );
}
