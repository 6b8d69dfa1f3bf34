import type { RuntimeConfig } from '@labellens/mf-config';
import { createQueryClient } from '@labellens/web-api-client';
import { ShellProvider } from '@labellens/shell-contract';
import { Toaster } from '@labellens/web-ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { ScrollToTop } from '../components/ScrollToTop';
import { OfflinePrompt } from '../pwa/OfflinePrompt';
import { UpdateBanner } from '../pwa/UpdateBanner';

export interface AppProps {
  config: RuntimeConfig;
  /** The app's QueryClient when the caller made (and seeded) it; else a new one. */
  queryClient?: QueryClient;
}

/** Providers shared by the shell and every remote: one QueryClient, the notices, shell info. */
export function App({ config, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const info = useMemo(
    () => ({ version: config.version, stripePublishableKey: config.stripePublishableKey }),
    [config.version, config.stripePublishableKey],
  );
  const remoteEntries = useMemo(() => Object.values(config.remotes), [config.remotes]);
  return (
    <QueryClientProvider client={queryClient}>
      <ShellProvider info={info}>
        <BrowserRouter>
          <ScrollToTop />
          <OfflinePrompt />
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
        <UpdateBanner remoteEntries={remoteEntries} />
      </ShellProvider>
    </QueryClientProvider>
  );
}
