/// <reference lib="webworker" />
// Background Sync in the service worker (issue 17): imported by /sw.js (generateSW importScripts,
// built by libs/web/mf-config/src/offline-assets.js). When the browser fires the sync registered
// after an offline scan, the pending scans are sent from here, with the session cookie, even if no
// page is open; the pages hear about it and refresh their lists.
import { SYNC_TAG, syncOfflineScans } from './scans';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SYNC_TAG) return;
  sync.waitUntil(
    syncOfflineScans().then(async (outcome) => {
      // Still pending (offline again, a server error): fail, so the browser tries again later.
      if (outcome.pending > 0) throw new Error('offline scans still pending');
      for (const client of await self.clients.matchAll({ type: 'window' })) {
        client.postMessage({ type: 'labellens-offline-synced', outcome });
      }
    }),
  );
});
