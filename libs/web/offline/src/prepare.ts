// "Use offline" (issue 17): downloads the OCR data and the knowledge base into the offline cache
// with progress, keeps a copy of the profile and preferences, and asks the server for an offline
// allowance. Nothing here is on the page's critical path: it runs when the person chooses it.
import { getPreferences, type CurrentUser } from '@labellens/web-api-client';
import { isScanLimitError, requestAllowance } from './api';
import {
  fetchManifest,
  filesFor,
  OFFLINE_CACHE,
  OFFLINE_MANIFEST_URL,
  tesseractLanguages,
  type OfflineFile,
  type OfflineManifest,
} from './assets';
import {
  savePersonalCopy,
  setAllowance,
  setReadiness,
  type OfflineAllowance,
  type OfflineReadiness,
} from './state';

export interface OfflinePlan {
  manifest: OfflineManifest;
  languages: string[];
  files: OfflineFile[];
  /** Bytes to download (compressed, as sent). */
  transfer: number;
}

export async function planOfflineDownload(personLanguage?: string | null): Promise<OfflinePlan> {
  const manifest = await fetchManifest();
  const languages = tesseractLanguages(manifest, personLanguage);
  const files = filesFor(manifest, languages);
  return { manifest, languages, files, transfer: files.reduce((n, f) => n + f.transfer, 0) };
}

async function download(
  cache: Cache,
  file: OfflineFile,
  onBytes: (n: number) => void,
): Promise<void> {
  const res = await fetch(file.url, { cache: 'no-cache' });
  if (!res.ok || !res.body) throw new Error(`${file.url}: ${res.status}`);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onBytes(value.byteLength);
  }
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  await cache.put(
    file.url,
    new Response(new Blob(chunks as BlobPart[], { type }), { headers: { 'content-type': type } }),
  );
}

export interface PrepareResult {
  readiness: OfflineReadiness;
  allowance: OfflineAllowance | null;
  /** No allowance: the person has no scans left (the online Scan Limit Reached). */
  limitReached: boolean;
}

/**
 * Downloads what offline scanning needs; `onProgress` gets the share done (0–1). Then asks for an
 * allowance and keeps the profile copy.
 */
export async function prepareOffline(
  plan: OfflinePlan,
  user: CurrentUser | null | undefined,
  onProgress: (done: number) => void,
): Promise<PrepareResult> {
  const cache = await caches.open(OFFLINE_CACHE);
  const total = plan.files.reduce((n, f) => n + f.bytes, 0) || 1;
  let done = 0;
  onProgress(0);
  for (const file of plan.files) {
    await download(cache, file, (n) => {
      done += n;
      onProgress(Math.min(0.99, done / total));
    });
  }
  await cache.put(
    OFFLINE_MANIFEST_URL,
    new Response(JSON.stringify(plan.manifest), {
      headers: { 'content-type': 'application/json' },
    }),
  );
  // Old versions' files go.
  const keep = new Set([
    ...plan.files.map((f) => new URL(f.url, location.href).href),
    new URL(OFFLINE_MANIFEST_URL, location.href).href,
  ]);
  for (const req of await cache.keys()) if (!keep.has(req.url)) await cache.delete(req);

  const prefs = await getPreferences().catch(() => null);
  await savePersonalCopy(user, prefs);
  const allowance = await refreshAllowance();
  const readiness: OfflineReadiness = {
    manifest: plan.manifest,
    languages: plan.languages,
    transfer: plan.transfer,
    preparedAt: new Date().toISOString(),
    userId: user?.id ?? null,
  };
  await setReadiness(readiness);
  onProgress(1);
  return { readiness, allowance: allowance.allowance, limitReached: allowance.limitReached };
}

/** Asks the server for an offline allowance (out of the remaining quota) and keeps it. */
export async function refreshAllowance(): Promise<{
  allowance: OfflineAllowance | null;
  limitReached: boolean;
}> {
  try {
    const granted = await requestAllowance();
    const allowance: OfflineAllowance = { ...granted, used: 0 };
    await setAllowance(allowance);
    return { allowance, limitReached: false };
  } catch (error) {
    if (isScanLimitError(error)) return { allowance: null, limitReached: true };
    throw error;
  }
}
