// Scans made on the device while offline (issue 17): kept in IndexedDB with their idempotency key
// until the server has them, shown in History as "On this device", then sent once each.
import type { ScanResult } from '@labellens/web-api-client';
import { isScanLimitError, OfflineApiError, uploadOfflineScan } from './api';
import { allRecords, deleteRecord, putRecord, SCAN_STORE } from './store';

export interface OfflineScan {
  idempotencyKey: string;
  createdAt: string;
  /** The allowance token it was made under. */
  allowance: string;
  /** The text analysed (list, then statements), which the server analyses again. */
  ingredientsText: string;
  productName: string | null;
  extractedText: string | null;
  /** The page's language choice, sent as preferredLanguage. */
  preferredLanguage?: string | null;
  result: ScanResult;
  /** Set when the server refused it for good (the allowance was invalid, expired or spent). */
  syncError: string | null;
}

/** Background Sync (not in TypeScript's DOM library). */
interface SyncManager {
  register(tag: string): Promise<void>;
}

export const SYNC_TAG = 'labellens-offline-scans';
/** Sent on window when the offline scans changed (saved, synced). */
export const OFFLINE_SCANS_CHANGED = 'labellens:offline-scans-changed';

function changed(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(OFFLINE_SCANS_CHANGED));
}

export async function listOfflineScans(): Promise<OfflineScan[]> {
  const scans = await allRecords<OfflineScan>(SCAN_STORE);
  return scans.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function saveOfflineScan(scan: OfflineScan): Promise<void> {
  await putRecord(SCAN_STORE, scan);
  changed();
  // Background Sync where the browser has it; the `online` event and app start otherwise.
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration: (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined =
      await navigator.serviceWorker.getRegistration();
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    /* no Background Sync: the online event sends it */
  }
}

const REFUSED: Record<number, string> = {
  403: 'The offline allowance was refused.',
  409: 'The offline allowance was already used up.',
  410: 'The offline allowance had expired.',
  400: 'The server could not read this scan.',
};

export interface SyncOutcome {
  sent: number;
  replayed: number;
  refused: number;
  /** Left for later: offline again, signed out or a server error. */
  pending: number;
}

async function sendAll(): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { sent: 0, replayed: 0, refused: 0, pending: 0 };
  const scans = (await allRecords<OfflineScan>(SCAN_STORE)).filter((s) => !s.syncError);
  for (const [index, scan] of scans.entries()) {
    try {
      const res = await uploadOfflineScan({
        allowance: scan.allowance,
        idempotencyKey: scan.idempotencyKey,
        createdAt: scan.createdAt,
        ingredientsText: scan.ingredientsText,
        ...(scan.productName ? { productName: scan.productName } : {}),
        ...(scan.extractedText ? { extractedText: scan.extractedText.slice(0, 20_000) } : {}),
        ...(scan.preferredLanguage ? { preferredLanguage: scan.preferredLanguage } : {}),
      });
      await deleteRecord(SCAN_STORE, scan.idempotencyKey);
      if (res.replayed) outcome.replayed += 1;
      else outcome.sent += 1;
    } catch (error) {
      if (error instanceof OfflineApiError && REFUSED[error.status] && !isScanLimitError(error)) {
        await putRecord(SCAN_STORE, { ...scan, syncError: REFUSED[error.status] });
        outcome.refused += 1;
        continue;
      }
      // Network, 401 or 5xx: everything left waits for the next attempt.
      outcome.pending += scans.length - index;
      break;
    }
  }
  return outcome;
}

let running: Promise<SyncOutcome> | null = null;

/**
 * Sends every offline scan to the server once (each with its idempotency key, so a retry after a
 * lost answer is a replay, not a second scan) and removes it from the device on success. One run
 * at a time across tabs and apps (Web Locks).
 */
export function syncOfflineScans(): Promise<SyncOutcome> {
  if (running) return running;
  const locks = 'locks' in navigator ? navigator.locks : null;
  running = (locks ? locks.request(SYNC_TAG, () => sendAll()) : sendAll()).finally(() => {
    running = null;
    changed();
  });
  return running;
}

/** First wait before trying again when scans were left for later (network, 5xx), then doubled. */
export const SYNC_RETRY_FIRST_MS = 2_000;
export const SYNC_RETRY_MAX_MS = 60_000;

/**
 * Syncs now and whenever the browser comes back online; while scans are left for later (the
 * network came back slowly, the server answered 5xx), tries again after 2 s, 4 s, … up to a
 * minute. Returns the clean-up.
 */
export function startOfflineSync(onSynced?: (o: SyncOutcome) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = SYNC_RETRY_FIRST_MS;
  let stopped = false;
  const later = () => {
    if (stopped) return;
    timer = setTimeout(run, wait);
    wait = Math.min(wait * 2, SYNC_RETRY_MAX_MS);
  };
  function run() {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || !navigator.onLine) return;
    void syncOfflineScans()
      .then((o) => {
        if (o.sent + o.replayed + o.refused > 0) onSynced?.(o);
        if (o.pending > 0) later();
        else wait = SYNC_RETRY_FIRST_MS;
      })
      .catch(later);
  }
  const online = () => {
    wait = SYNC_RETRY_FIRST_MS;
    run();
  };
  // Sent by the service worker after a Background Sync (src/sync-sw.ts).
  const fromWorker = (event: MessageEvent<{ type?: string; outcome?: SyncOutcome }>) => {
    if (event.data.type !== 'labellens-offline-synced') return;
    changed();
    if (event.data.outcome) onSynced?.(event.data.outcome);
  };
  run();
  window.addEventListener('online', online);
  if ('serviceWorker' in navigator) navigator.serviceWorker.addEventListener('message', fromWorker);
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', online);
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.removeEventListener('message', fromWorker);
    }
  };
}
