#!/usr/bin/env node
// Builds the module-federated front end: the three remotes, then the shell (production mode,
// one at a time: the machine has 2 cores). An app whose inputs are unchanged since its last
// successful build is skipped, so repeated `npm start` / `npm test` stay fast.
//
// Last, the size check (scripts/check-web-budgets.js): the build fails when a page's first-load
// JS + CSS is over its budget.
//
// Usage: node scripts/build-web.js [--force] [app ...]   (apps: scan-mfe account-mfe admin-mfe shell)
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { precompressDir } = require('./precompress-web');
const { checkBudgets } = require('./check-web-budgets');
const firstScreen = require('../apps/shell/scripts/first-screen');

const ROOT = path.resolve(__dirname, '..');
const APPS = ['scan-mfe', 'account-mfe', 'admin-mfe', 'shell'];
const WEB_LIBS = path.join(ROOT, 'libs', 'web');
const HASH_FILE = '.build-hash';
/** Toolchain packages whose version changes the output. */
const TOOLCHAIN = [
  '@rspack/core',
  '@module-federation/enhanced',
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  '@radix-ui/react-toast',
  '@radix-ui/react-dialog',
  '@radix-ui/react-accordion',
  '@radix-ui/react-tabs',
  'lucide-react',
];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', 'coverage', '.nx']);
const SKIP_FILE = /\.(spec|test)\.[jt]sx?$/;

function listFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) listFiles(full, out);
    } else if (entry.isFile() && !SKIP_FILE.test(entry.name) && entry.name !== 'jest.config.js') {
      out.push(full);
    }
  }
  return out;
}

function installedVersion(pkg) {
  try {
    const file = require.resolve(`${pkg}/package.json`, { paths: [ROOT] });
    return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  } catch {
    return 'missing';
  }
}

/** Content hash of everything that goes into one app's bundle. */
function inputHash(app) {
  const appDir = path.join(ROOT, 'apps', app);
  // The shell's static first screen is rendered from some of the scan remote's files too.
  const external =
    app === 'shell' ? firstScreen.EXTERNAL_INPUTS.flatMap((dir) => listFiles(dir)) : [];
  const files = [...listFiles(appDir), ...listFiles(WEB_LIBS), ...external].sort();
  const hash = crypto.createHash('sha256');
  hash.update(`node ${process.version}\n`);
  for (const pkg of TOOLCHAIN) hash.update(`${pkg}@${installedVersion(pkg)}\n`);
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function isUpToDate(app, hash) {
  const dist = path.join(ROOT, 'apps', app, 'dist');
  const marker = path.join(dist, HASH_FILE);
  const entry = path.join(dist, app === 'shell' ? 'index.html' : 'mf-manifest.json');
  return (
    fs.existsSync(marker) && fs.existsSync(entry) && fs.readFileSync(marker, 'utf8').trim() === hash
  );
}

function runRspack(app) {
  const { rspack } = require('@rspack/core');
  const configFactory = require(path.join(ROOT, 'apps', app, 'rspack.config.js'));
  const config =
    typeof configFactory === 'function'
      ? configFactory({ production: true }, { mode: 'production' })
      : configFactory;
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error || closeError) return reject(error || closeError);
        if (!stats) return reject(new Error(`${app}: rspack returned no stats`));
        const info = stats.toJson({ all: false, errors: true, warnings: true });
        if (stats.hasErrors()) {
          return reject(
            new Error(
              `${app} failed:\n${stats.toString({ all: false, errors: true, colors: false })}`,
            ),
          );
        }
        const warnings = (info.warnings || []).filter(
          // Expected for remotes built with publicPath 'auto'.
          (w) => !/Manifest will use absolute path resolution/.test(w.message || ''),
        );
        for (const w of warnings) console.warn(`[build-web] ${app} warning: ${w.message}`);
        resolve();
      });
    });
  });
}

function formatSize(bytes) {
  return bytes > 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(2)} MB`
    : `${(bytes / 1024).toFixed(1)} kB`;
}

function distSize(app) {
  const dist = path.join(ROOT, 'apps', app, 'dist');
  let js = 0;
  let css = 0;
  for (const file of listFiles(dist)) {
    const size = fs.statSync(file).size;
    if (file.endsWith('.js')) js += size;
    else if (file.endsWith('.css')) css += size;
  }
  return `js ${formatSize(js)}, css ${formatSize(css)} (without source maps)`;
}

/**
 * The offline shell's service worker (issue 17): precaches every app's built files. Written to a
 * temporary file and moved into place only when it differs, so a browser checking /sw.js for an
 * update while another build runs (the test suites build in parallel) never gets a 404 — which
 * would unregister the worker — nor a half-written script.
 */
async function writeServiceWorker() {
  const { generateSW } = require('workbox-build');
  const { generateSWOptions } = require('@labellens/mf-config/service-worker');
  const options = generateSWOptions(path.join(ROOT, 'apps'));
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labellens-sw-'));
  try {
    const tmp = path.join(tmpDir, path.basename(options.swDest));
    const { count, warnings } = await generateSW({ ...options, swDest: tmp });
    for (const w of warnings) console.warn(`[build-web] service worker warning: ${w}`);
    const next = fs.readFileSync(tmp);
    const current = fs.existsSync(options.swDest) ? fs.readFileSync(options.swDest) : null;
    if (current && current.equals(next)) {
      console.log(`[build-web] sw.js: unchanged (${count} files precached)`);
      return;
    }
    // Staged beside dist/, not in it: a parallel build's precache glob must not see it.
    const staged = path.join(path.dirname(path.dirname(options.swDest)), `.sw.${process.pid}.tmp`);
    fs.copyFileSync(tmp, staged);
    fs.renameSync(staged, options.swDest);
    precompressDir(path.join(ROOT, 'apps', 'shell', 'dist'));
    console.log(`[build-web] sw.js: ${count} files precached`);
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
}

/**
 * The offline download (issue 17, libs/web/mf-config/src/offline-assets.js): the analysis worker,
 * the knowledge base and tesseract's files under apps/shell/dist/offline/, rewritten when an input
 * changed or the shell's build removed them.
 */
async function writeOfflineAssetsIfChanged() {
  const { writeOfflineAssets } = require('@labellens/mf-config/offline-assets');
  const dir = path.join(ROOT, 'apps', 'shell', 'dist', 'offline');
  const hash = crypto.createHash('sha256');
  hash.update(`node ${process.version}\n`);
  for (const pkg of [
    '@rspack/core',
    'tesseract.js',
    'tesseract.js-core',
    '@tesseract.js-data/eng',
    '@tesseract.js-data/fra',
  ]) {
    hash.update(`${pkg}@${installedVersion(pkg)}\n`);
  }
  const inputs = [
    ...listFiles(path.join(ROOT, 'libs', 'web', 'offline', 'src')),
    ...listFiles(path.join(ROOT, 'libs', 'shared', 'ingredient-analysis', 'src')),
    path.join(ROOT, 'libs', 'shared', 'ingredient-analysis', 'data', 'knowledge-base.json'),
    path.join(ROOT, 'libs', 'web', 'mf-config', 'src', 'offline-assets.js'),
  ].sort();
  for (const file of inputs) hash.update(path.relative(ROOT, file)).update(fs.readFileSync(file));
  const digest = hash.digest('hex');
  const marker = path.join(dir, HASH_FILE);
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8').trim() === digest) {
    console.log('[build-web] offline assets: unchanged, skipped');
    return;
  }
  const started = Date.now();
  const manifest = await writeOfflineAssets(path.join(ROOT, 'apps'));
  precompressDir(path.join(ROOT, 'apps', 'shell', 'dist'));
  fs.writeFileSync(marker, `${digest}\n`);
  const t = manifest.tesseract;
  const download =
    manifest.analysisWorker.transfer +
    manifest.knowledgeBase.transfer +
    t.worker.transfer +
    t.coreSimd.transfer +
    t.languages.eng.transfer;
  console.log(
    `[build-web] offline assets in ${((Date.now() - started) / 1000).toFixed(1)} s: knowledge base ` +
      `${formatSize(manifest.knowledgeBase.transfer)} br, download with English ${formatSize(download)}`,
  );
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const requested = args.filter((a) => !a.startsWith('--'));
  const unknown = requested.filter((a) => !APPS.includes(a));
  if (unknown.length > 0) throw new Error(`Unknown app(s): ${unknown.join(', ')}`);
  // Remotes first, shell last; order is kept even when a subset is requested.
  const apps = requested.length > 0 ? APPS.filter((a) => requested.includes(a)) : APPS;

  for (const app of apps) {
    const hash = inputHash(app);
    if (!force && isUpToDate(app, hash)) {
      // Also fills in compressed copies for a dist built before this step existed.
      precompressDir(path.join(ROOT, 'apps', app, 'dist'));
      console.log(`[build-web] ${app}: unchanged, skipped`);
      continue;
    }
    const started = Date.now();
    console.log(`[build-web] ${app}: building...`);
    const marker = path.join(ROOT, 'apps', app, 'dist', HASH_FILE);
    fs.rmSync(marker, { force: true });
    await runRspack(app);
    if (app === 'shell') {
      const written = firstScreen.writeFirstScreen();
      console.log(
        `[build-web] shell: first screen written into index.html (${formatSize(written.bytes)})`,
      );
    }
    const compressed = precompressDir(path.join(ROOT, 'apps', app, 'dist'));
    fs.writeFileSync(marker, `${hash}\n`);
    console.log(
      `[build-web] ${app}: built in ${((Date.now() - started) / 1000).toFixed(1)} s, ${distSize(app)}; ` +
        `precompressed br ${formatSize(compressed.br)}, gzip ${formatSize(compressed.gz)}`,
    );
  }

  const built = APPS.every((app) => fs.existsSync(path.join(ROOT, 'apps', app, 'dist', HASH_FILE)));
  if (!built) {
    console.log('[build-web] size check skipped: not every app is built');
    return;
  }
  await writeOfflineAssetsIfChanged();
  // sw.js is not first-load JS: it is written after the size check, and none is left behind when
  // the check fails.
  const over = checkBudgets();
  if (over.length > 0) {
    for (const ext of ['', '.br', '.gz']) {
      fs.rmSync(path.join(ROOT, 'apps', 'shell', 'dist', `sw.js${ext}`), { force: true });
    }
    throw new Error(`over budget: ${over.map((r) => r.label).join('; ')}`);
  }
  await writeServiceWorker();
}

main().catch((error) => {
  console.error(`[build-web] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
