import remotesManifest from './remotes.json';

export type RemoteKey = keyof typeof remotesManifest;

export const REMOTE_KEYS = Object.keys(remotesManifest) as RemoteKey[];

/** Shape of /runtime-config.json, served by the gateway (the shell ships a default copy). */
export interface RuntimeConfig {
  remotes: Record<RemoteKey, string>;
  stripePublishableKey: string | null;
  version: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {
    scan: '/mfe/scan/mf-manifest.json',
    account: '/mfe/account/mf-manifest.json',
    admin: '/mfe/admin/mf-manifest.json',
  },
  stripePublishableKey: null,
  version: '1.0.0',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates a parsed runtime-config document. Missing or malformed entries fall back to the
 * defaults so that a partial config from the gateway never leaves a remote unregistered.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = isRecord(raw) ? raw : {};
  const remotesSource = isRecord(source.remotes) ? source.remotes : {};
  const remotes = { ...DEFAULT_RUNTIME_CONFIG.remotes };
  for (const key of REMOTE_KEYS) {
    const entry = remotesSource[key];
    if (typeof entry === 'string' && entry.trim() !== '') remotes[key] = entry.trim();
  }
  const stripePublishableKey =
    typeof source.stripePublishableKey === 'string' && source.stripePublishableKey !== ''
      ? source.stripePublishableKey
      : null;
  const version =
    typeof source.version === 'string' && source.version !== ''
      ? source.version
      : DEFAULT_RUNTIME_CONFIG.version;
  return { remotes, stripePublishableKey, version };
}

/** Fetches /runtime-config.json; on any failure the built-in defaults (same-origin paths) apply. */
export async function loadRuntimeConfig(
  url = '/runtime-config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn('runtime-config.json could not be loaded; using defaults', error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}
