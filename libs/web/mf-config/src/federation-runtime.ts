import {
  getInstance,
  init,
  loadRemote,
  preloadRemote,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import remotesManifest from './remotes.json';
import { REMOTE_KEYS, type RemoteKey, type RuntimeConfig } from './runtime-config';

/** Exposed module names per remote, e.g. './ScanPage' for scan. */
export type ExposedModule<K extends RemoteKey> = keyof (typeof remotesManifest)[K]['exposes'] &
  string;

export interface PageModule {
  default: ComponentType;
}

/**
 * Registers the three remotes under their short aliases (scan, account, admin) with the entry
 * URLs from runtime-config.json, so nothing about where remotes live is baked into the build.
 */
export function registerFederatedRemotes(config: RuntimeConfig): void {
  const remotes = REMOTE_KEYS.map((key) => ({
    name: remotesManifest[key].container,
    alias: key,
    entry: config.remotes[key],
  }));
  // The build plugin creates the host instance; init() is only a fallback for tests/tools that
  // load this module outside a federated build.
  if (!getInstance()) init({ name: 'labellens_shell', remotes: [] });
  registerRemotes(remotes);
}

/** Loads one exposed page module; rejects with a readable error when the remote is unreachable. */
export async function loadRemotePage<K extends RemoteKey>(
  remote: K,
  exposed: ExposedModule<K>,
): Promise<PageModule> {
  const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
  const loaded = await loadRemote<PageModule>(id);
  if (!loaded?.default) {
    throw new Error(`Remote module ${id} did not provide a page component`);
  }
  return loaded;
}

/**
 * Starts fetching one exposed page before React asks for it: the remote's manifest, its
 * remoteEntry.js and the page's synchronous JS and CSS (as `<link rel="preload">`), so they load
 * alongside the shell's own chunks instead of after them. Shared modules are left out (the shell
 * provides them). Failures are ignored here: loadRemotePage reports them when the page renders.
 */
export function preloadRemotePage<K extends RemoteKey>(remote: K, exposed: ExposedModule<K>): void {
  preloadRemote([
    {
      nameOrAlias: remote,
      exposes: [exposed],
      resourceCategory: 'sync',
      share: false,
      depsRemote: false,
    },
  ]).catch(() => undefined);
}
