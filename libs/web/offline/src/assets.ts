// The offline download (issue 17): what "Use offline" fetches, listed by scripts/build-web.js in
// /offline/manifest.json (all from our own origin, copied from npm packages and the knowledge
// base; never a CDN). Cached in a cache of its own, not the shell's install precache; the
// service worker answers /offline/* from it (cache first).

export const OFFLINE_CACHE = 'labellens-offline';
export const OFFLINE_MANIFEST_URL = '/offline/manifest.json';

export interface OfflineFile {
  url: string;
  /** Bytes of the file itself. */
  bytes: number;
  /** Bytes sent over the network (its brotli copy when the gateway has one). */
  transfer: number;
}

export interface OfflineManifest {
  version: string;
  analysisWorker: OfflineFile;
  /** Imported by the service worker (Background Sync); not part of the download. */
  syncScript?: OfflineFile;
  knowledgeBase: OfflineFile;
  tesseract: {
    worker: OfflineFile;
    /** One core each: WebAssembly SIMD, and without it. */
    coreSimd: OfflineFile;
    core: OfflineFile;
    /** Language data folders: `${langPath}/${lang}.traineddata.gz`. */
    langPath: string;
    languages: Record<string, OfflineFile>;
  };
}

/** Tesseract language codes of display languages with data on the device. */
const TESSERACT_CODES: Partial<Record<string, string>> = {
  en: 'eng',
  fr: 'fra',
  de: 'deu',
  es: 'spa',
  it: 'ita',
};

export function tesseractLanguages(
  manifest: OfflineManifest,
  personLanguage: string | null | undefined,
): string[] {
  const code = TESSERACT_CODES[(personLanguage ?? 'en').toLowerCase().split(/[-_]/)[0]];
  const langs = ['eng'];
  if (code && code !== 'eng' && code in manifest.tesseract.languages) langs.push(code);
  return langs;
}

/** WebAssembly SIMD, tested as tesseract.js does (wasm-feature-detect's module). */
export function hasWasmSimd(): boolean {
  try {
    return WebAssembly.validate(
      new Uint8Array([
        0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0,
        253, 15, 253, 98, 11,
      ]),
    );
  } catch {
    return false;
  }
}

/** The files this device downloads for offline scanning. */
export function filesFor(manifest: OfflineManifest, langs: string[]): OfflineFile[] {
  return [
    manifest.analysisWorker,
    manifest.knowledgeBase,
    manifest.tesseract.worker,
    hasWasmSimd() ? manifest.tesseract.coreSimd : manifest.tesseract.core,
    ...langs.map((l) => manifest.tesseract.languages[l]).filter(Boolean),
  ];
}

export async function fetchManifest(): Promise<OfflineManifest> {
  const res = await fetch(OFFLINE_MANIFEST_URL, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`offline manifest: ${res.status}`);
  return (await res.json()) as OfflineManifest;
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.round(bytes / 1024)} KB`;
}
