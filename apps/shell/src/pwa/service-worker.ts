// The offline shell (issue 17): registers /sw.js (built by scripts/build-web.js with Workbox) in
// production builds, fills its network-first cache with the files the shell needs before it
// can load a remote, and reports a waiting new version so the page can offer "Reload".

/** A waiting new worker: `apply` asks it to take over, then the page reloads once. */
export type UpdateListener = (apply: () => void) => void;

export interface ServiceWorkerOptions {
  /** Entry URLs of the remotes (runtime-config.json's `remotes`): their mf-manifest.json. */
  remoteEntries: readonly string[];
  onUpdate: UpdateListener;
}

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
}

/** URL of the remoteEntry.js a Module Federation manifest names, or null when it names none. */
export function remoteEntryUrl(
  manifestUrl: string,
  manifest: unknown,
  base: string,
): string | null {
  const entry = (manifest as RemoteManifest | null)?.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || entry.name === '') return null;
  const dir =
    typeof entry.path === 'string' && entry.path !== '' ? `${entry.path.replace(/\/$/, '')}/` : '';
  return new URL(dir + entry.name, new URL(manifestUrl, base)).href;
}

/**
 * Fetches runtime-config.json, /api/auth/user, each remote's manifest and its remoteEntry.js
 * through the worker, which keeps a copy (network-first): requests made before the worker
 * controlled the page bypassed it. Failures are ignored — the next visit tries again.
 */
export async function warmOfflineCache(
  remoteEntries: readonly string[],
  fetchImpl: typeof fetch = fetch,
  base = window.location.href,
): Promise<void> {
  const get = (url: string) => fetchImpl(url, { credentials: 'same-origin', cache: 'no-cache' });
  await Promise.allSettled([
    get('/runtime-config.json'),
    // Who is signed in: offline, the app (not the landing page) for a signed-in person.
    get('/api/auth/user'),
    ...remoteEntries.map(async (manifestUrl) => {
      const response = await get(manifestUrl);
      if (!response.ok) return;
      const entry = remoteEntryUrl(manifestUrl, await response.json(), base);
      if (entry) await get(entry);
    }),
  ]);
}

function whenControlled(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    container.addEventListener(
      'controllerchange',
      () => {
        resolve();
      },
      { once: true },
    );
  });
}

type Container = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;
type Registration = Pick<ServiceWorkerRegistration, 'waiting' | 'installing' | 'addEventListener'>;

/**
 * Calls `onUpdate` when a new worker is waiting (now or later). Its `apply` asks that worker to
 * skip waiting; the page reloads once the new worker controls it. Only then: the first worker
 * also takes control of the page (clientsClaim), and that must not reload it.
 */
export function watchForUpdates(
  container: Container,
  registration: Registration,
  onUpdate: UpdateListener,
  reload: () => void = () => {
    window.location.reload();
  },
): void {
  let updateRequested = false;
  container.addEventListener('controllerchange', () => {
    if (!updateRequested) return;
    updateRequested = false;
    reload();
  });
  const offer = (worker: ServiceWorker) => {
    onUpdate(() => {
      updateRequested = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      // With no controller this is the first install, not an update.
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  });
}

async function register({ remoteEntries, onUpdate }: ServiceWorkerOptions): Promise<void> {
  const container = navigator.serviceWorker;
  const registration = await container.register('/sw.js', { scope: '/' });
  watchForUpdates(container, registration, onUpdate);
  await whenControlled(container);
  await warmOfflineCache(remoteEntries);
  // Read by the offline e2e test: the shell and its remotes can now load without a network.
  document.documentElement.dataset.offlineReady = 'true';
}

let started = false;

/** Registers the worker once the page has loaded; a no-op in development and without support. */
export function registerServiceWorker(options: ServiceWorkerOptions): void {
  if (started || process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  started = true;
  const run = () =>
    register(options).catch((error: unknown) => {
      console.warn('The service worker could not be registered; no offline use', error);
    });
  if (document.readyState === 'complete') void run();
  else window.addEventListener('load', () => void run(), { once: true });
}
