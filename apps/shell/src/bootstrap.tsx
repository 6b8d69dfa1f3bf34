import { registerFederatedRemotes } from '@labellens/mf-config';
import { createQueryClient } from '@labellens/web-api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootRuntimeConfig, seedSession, takeBootPrefetch } from './boot/boot-prefetch';
import { preloadFirstScreen } from './boot/preload-first-screen';
import { handOverFirstScreen } from './first-screen/hand-over';

async function start() {
  // The runtime config and the session were requested by index.html while the bundles loaded.
  const boot = takeBootPrefetch();
  const queryClient = createQueryClient();
  const [config, user] = await Promise.all([
    bootRuntimeConfig(boot),
    seedSession(boot, queryClient),
  ]);
  registerFederatedRemotes(config);
  if (user !== undefined) preloadFirstScreen(window.location.pathname, user);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing from index.html');
  handOverFirstScreen();
  createRoot(container).render(
    <StrictMode>
      <App config={config} queryClient={queryClient} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('LabelLens failed to start', error);
});
