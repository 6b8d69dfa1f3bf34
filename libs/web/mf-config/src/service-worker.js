// The offline shell (issue 17): which built files the service worker precaches, at which URLs,
// and the Workbox generateSW options. Run by scripts/build-web.js once every app is built.
//
// The gateway serves apps/shell/dist at / and apps/<remote>/dist at /mfe/<name>/ (see
// services/gateway/src/web/web-static.plugin.ts); the precache list uses those URLs.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** Remote alias → app folder, as the gateway maps them. */
const REMOTE_APPS = { scan: 'scan-mfe', account: 'account-mfe', admin: 'admin-mfe' };
const SHELL_APP = 'shell';
/** File name of the worker, written into the shell's dist and served at /sw.js. */
const SERVICE_WORKER_FILE = 'sw.js';
/** Cache of the network-first files (runtime config, Module Federation manifests). */
const RUNTIME_CACHE = 'labellens-runtime';
/** Cache of the last /api/auth/user answer (network-first). */
const SESSION_CACHE = 'labellens-session';

/** Output of rspack's [contenthash:10]: such a file never changes, so it needs no revision. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
/** Files a browser loads (source maps and precompressed copies are left to the network). */
const PRECACHED_EXT = /\.(js|css|png|svg|jpe?g|webp|gif|ico|woff2?|webmanifest)$/;
/**
 * Not precached: fetched network-first so a deploy is seen at once, the cached copy being the
 * offline fallback. A remote's mf-manifest.json and remoteEntry.js are not content-hashed.
 */
const NETWORK_FIRST_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);
/** Cache of the offline download (issue 17), filled by "Use offline" (libs/web/offline). */
const OFFLINE_CACHE = 'labellens-offline';
/**
 * Under the shell's dist: the demo videos (large, only played online), the worker itself, and the
 * offline download (OCR data, knowledge base: ~6 MB, cached only when the person asks for it).
 */
const SHELL_SKIPPED = [
  /^media\//,
  new RegExp(`^${SERVICE_WORKER_FILE.replace('.', '\\.')}$`),
  /^offline\//,
];

/** URL prefix an app's dist is served under: '/' for the shell, '/mfe/<name>/' for a remote. */
function urlPrefix(app) {
  if (app === SHELL_APP) return '/';
  const name = Object.keys(REMOTE_APPS).find((key) => REMOTE_APPS[key] === app);
  if (!name) throw new Error(`Unknown web app: ${app}`);
  return `/mfe/${name}/`;
}

/**
 * The precache entry of one built file, or null when the file is not precached.
 * @param {string} app 'shell' or a remote's folder ('scan-mfe', ...)
 * @param {string} relativePath path inside the app's dist, '/'-separated
 * @param {() => string} revision content hash, asked for only when the name carries none
 * @returns {{ url: string, revision: string | null } | null}
 */
function precacheEntry(app, relativePath, revision) {
  const file = relativePath.split(path.sep).join('/');
  // The shell's page: navigations are answered with it (its URL is /, the gateway does not
  // serve /index.html). A remote's index.html is its standalone page, not used by the shell.
  if (file === 'index.html') return app === SHELL_APP ? { url: '/', revision: revision() } : null;
  if (!PRECACHED_EXT.test(file) || NETWORK_FIRST_FILES.has(file)) return null;
  if (app === SHELL_APP && SHELL_SKIPPED.some((re) => re.test(file))) return null;
  const url = urlPrefix(app) + file;
  return { url, revision: HASHED_NAME.test(file) ? null : revision() };
}

function listFiles(dir, base = dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, base, out);
    else if (entry.isFile()) out.push(path.relative(base, full));
  }
  return out;
}

/** Precache entries of the shell and every remote, from apps/<app>/dist under `appsDir`. */
function precacheEntries(appsDir) {
  const entries = [];
  for (const app of [SHELL_APP, ...Object.values(REMOTE_APPS)]) {
    const dist = path.join(appsDir, app, 'dist');
    for (const file of listFiles(dist).sort()) {
      const revision = () =>
        crypto
          .createHash('md5')
          .update(fs.readFileSync(path.join(dist, file)))
          .digest('hex');
      const entry = precacheEntry(app, file, revision);
      if (entry) entries.push(entry);
    }
  }
  return entries;
}

/** Same-origin URLs fetched network-first: /runtime-config.json and each remote's entry files. */
const NETWORK_FIRST_URL =
  /^\/(runtime-config\.json|mfe\/[a-z]+\/(mf-manifest\.json|remoteEntry\.js))$/;

/**
 * The Background Sync script of the offline download (issue 17), when built: /sw.js imports it so
 * offline scans are sent when the browser fires the sync, even with no page open.
 */
function offlineSyncScripts(appsDir) {
  const file = path.join(appsDir, SHELL_APP, 'dist', 'offline', 'manifest.json');
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  return manifest.syncScript ? [manifest.syncScript.url] : [];
}

/** Workbox generateSW options for the built apps under `appsDir`. */
function generateSWOptions(appsDir) {
  const importScripts = offlineSyncScripts(appsDir);
  return {
    ...(importScripts.length > 0 ? { importScripts } : {}),
    swDest: path.join(appsDir, SHELL_APP, 'dist', SERVICE_WORKER_FILE),
    mode: 'production',
    sourcemap: false,
    // One file: no workbox-<hash>.js next to it.
    inlineWorkboxRuntime: true,
    // The list is made here (precacheEntries: four dist folders, URLs as the gateway serves
    // them); Workbox globs nothing itself but needs a directory to run its manifest step.
    globDirectory: path.join(appsDir, SHELL_APP, 'dist'),
    globPatterns: [],
    additionalManifestEntries: precacheEntries(appsDir),
    // A new worker waits until the page asks it to take over ("A new version is available").
    skipWaiting: false,
    // The first worker takes the open page at once, so it works offline without a reload.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    cacheId: 'labellens',
    // Every page of the shell is index.html; the API, the remotes' standalone pages and
    // file-like paths are not (Workbox tests pathname + search).
    navigateFallback: '/',
    navigateFallbackDenylist: [/^\/api\//, /^\/mfe\//, /^[^?]*\/[^/?]+\.[a-z0-9]+(\?.*)?$/i],
    runtimeCaching: [
      {
        // Serialised into sw.js by Workbox: self-contained (the pattern is NETWORK_FIRST_URL).
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/(runtime-config\.json|mfe\/[a-z]+\/(mf-manifest\.json|remoteEntry\.js))$/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: RUNTIME_CACHE,
          networkTimeoutSeconds: 5,
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Who is signed in, so a signed-in person gets the app (not the landing page) offline.
        // A 401 is kept too: after signing out (or an expired session) the next online answer
        // replaces the cached person, so an offline reload then shows the signed-out page.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/auth/user',
        handler: 'NetworkFirst',
        options: { cacheName: SESSION_CACHE, cacheableResponse: { statuses: [200, 401] } },
      },
      {
        // The offline download (OCR worker, core and data, analysis worker, knowledge base):
        // content-hashed names, answered from the cache "Use offline" filled. Its manifest is
        // read online only (the page keeps a copy in IndexedDB).
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          url.pathname.startsWith('/offline/') &&
          url.pathname !== '/offline/manifest.json',
        handler: 'CacheFirst',
        options: { cacheName: 'labellens-offline', cacheableResponse: { statuses: [200] } },
      },
    ],
  };
}

module.exports = {
  NETWORK_FIRST_URL,
  OFFLINE_CACHE,
  REMOTE_APPS,
  RUNTIME_CACHE,
  SESSION_CACHE,
  SERVICE_WORKER_FILE,
  generateSWOptions,
  precacheEntries,
  precacheEntry,
  urlPrefix,
};
