// Build-time Module Federation settings shared by the four rspack configs (CommonJS: rspack
// loads its configs with plain Node). The browser-side counterpart is ./index.ts.
const path = require('node:path');
const remotes = require('./remotes.json');

const rootPackage = require(path.join(__dirname, '..', '..', '..', '..', 'package.json'));
const installed = { ...rootPackage.dependencies, ...rootPackage.devDependencies };

const THIRD_PARTY_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // 'react-router-dom' is aliased to ./shared/react-router-dom.js (rspack-base.js), which takes
  // only the exports the apps use from react-router: react-router itself is not shared, so it
  // is bundled into that module and tree-shaken.
  'react-router-dom',
  '@tanstack/react-query',
];
const WORKSPACE_SINGLETONS = [
  '@labellens/web-ui',
  '@labellens/web-api-client',
  '@labellens/shell-contract',
];

function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Shared-singleton map used by the host and every remote. Workspace libraries have no meaningful
 * version, so they are matched without a version check; third-party ones must satisfy the
 * version the root package.json pins.
 * @param {{ eager?: boolean }} [options]
 */
function sharedSingletons(options = {}) {
  const eager = Boolean(options.eager);
  const shared = {};
  for (const request of THIRD_PARTY_SINGLETONS) {
    const pkg = packageOf(request);
    const version = installed[pkg] || require(`${pkg}/package.json`).version;
    shared[request] = { singleton: true, requiredVersion: `^${version}`, eager };
    // An aliased module has no package.json of its own to read the version from.
    if (request === 'react-router-dom') shared[request].version = version.replace(/^[^\d]*/, '');
  }
  for (const request of WORKSPACE_SINGLETONS) {
    shared[request] = { singleton: true, requiredVersion: false, version: '0.0.0', eager };
  }
  return shared;
}

/** Options for the host (apps/shell). Remotes are registered at run time from runtime-config.json. */
function hostFederationOptions() {
  return {
    name: 'labellens_shell',
    remotes: {},
    shared: sharedSingletons({ eager: false }),
    // Only remotes that are actually opened get fetched; no version negotiation round-trips.
    shareStrategy: 'loaded-first',
    // The shell carries the federation runtime for the remotes too (they are only ever loaded by
    // it), so each remoteEntry.js leaves its own copy out: ≈ 27 KB brotli less per remote.
    experiments: { provideExternalRuntime: true },
    dts: false,
  };
}

/**
 * Options for one remote app.
 * @param {'scan' | 'account' | 'admin'} key
 */
function remoteFederationOptions(key) {
  const remote = remotes[key];
  if (!remote) throw new Error(`Unknown remote "${key}"`);
  return {
    name: remote.container,
    filename: 'remoteEntry.js',
    exposes: remote.exposes,
    shared: sharedSingletons({ eager: false }),
    shareStrategy: 'loaded-first',
    manifest: { fileName: 'mf-manifest.json' },
    // Uses the shell's federation runtime (hostFederationOptions: provideExternalRuntime).
    experiments: { externalRuntime: true },
    dts: false,
  };
}

module.exports = {
  remotes,
  sharedSingletons,
  hostFederationOptions,
  remoteFederationOptions,
  THIRD_PARTY_SINGLETONS,
  WORKSPACE_SINGLETONS,
};
