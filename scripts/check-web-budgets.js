#!/usr/bin/env node
// Size check of the critical path (issue 16), run at the end of scripts/build-web.js: it prints
// each page's first-load JS + CSS as the gateway sends it (the precompressed .br copy, or the file
// itself when it has none) and exits non-zero when a page or a remote entry is over its budget.
//
// A static walk of the built files, an upper bound of what a browser fetches:
// - the shell: every JS and CSS file of apps/shell/dist except the chunks of other routes
//   (`page-*`, see apps/shell/src/app/screens.tsx), the ones loaded on demand (`ondemand-*`) and
//   the service worker (sw.js: registered after load, it is off the critical path; what it
//   precaches afterwards is not counted either).
//   This also counts the shell's fallback copies of shared modules it provides itself, which the
//   browser never fetches (≈ 5 KB more than Chromium measures, `npm run bench -- web`);
// - a remote page: the remote's remoteEntry.js plus the chunks its mf-manifest.json lists as the
//   exposed module's synchronous JS and CSS (shared modules come from the shell).
//
// Usage: node scripts/check-web-budgets.js [--apps-dir DIR]
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const KB = 1024;
const BUDGETS = {
  landing: 170 * KB,
  scan: 250 * KB,
  /** Federation overhead: each remote's remoteEntry.js. */
  remoteEntry: 30 * KB,
};

/** The pages the budgets name: the shell route's page chunk, or a remote's exposed module. */
const PAGES = [
  { name: 'landing', label: 'landing "/" signed out', shellPage: 'page-landing' },
  { name: 'scan', label: 'scan page "/" signed in', remote: 'scan-mfe', exposed: './ScanPage' },
];
const REMOTES = ['scan-mfe', 'account-mfe', 'admin-mfe'];

const ASSET = /\.(js|css)$/;
const SERVICE_WORKER = 'sw.js';

/** Bytes sent for one built file: its brotli copy when there is one (what browsers get). */
function sentSize(file) {
  const br = `${file}.br`;
  return fs.existsSync(br) ? fs.statSync(br).size : fs.statSync(file).size;
}

function assetsOf(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && ASSET.test(entry.name))
    .map((entry) => entry.name);
}

function requireDist(dir, what) {
  if (!fs.existsSync(dir)) throw new Error(`${what}: ${dir} not built (npm run build:web)`);
}

/** Shell files of one page: all but other routes' page chunks and on-demand chunks. */
function shellFiles(appsDir, shellPage) {
  const dist = path.join(appsDir, 'shell', 'dist');
  requireDist(dist, 'shell');
  return assetsOf(dist)
    .filter((name) => !name.startsWith('ondemand-') && name !== SERVICE_WORKER)
    .filter((name) => !name.startsWith('page-') || (shellPage && name.startsWith(`${shellPage}.`)))
    .map((name) => path.join(dist, name));
}

/** A remote's entry and the exposed module's synchronous chunks, from its mf-manifest.json. */
function remoteFiles(appsDir, remote, exposed) {
  const dist = path.join(appsDir, remote, 'dist');
  requireDist(dist, remote);
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const files = [manifest.metaData.remoteEntry.name];
  if (exposed) {
    const expose = manifest.exposes.find((e) => e.path === exposed);
    if (!expose) throw new Error(`${remote}: mf-manifest.json has no exposed ${exposed}`);
    files.push(...expose.assets.js.sync, ...expose.assets.css.sync);
  }
  return [...new Set(files)].map((name) => path.join(dist, name));
}

function measure(files, appsDir) {
  const sized = files.map((file) => ({
    file: path.relative(appsDir, file),
    bytes: sentSize(file),
  }));
  return { files: sized, total: sized.reduce((sum, f) => sum + f.bytes, 0) };
}

/**
 * First-load bytes of each budgeted page and of each remote entry.
 * @param {{ appsDir?: string, budgets?: Partial<typeof BUDGETS> }} [options]
 */
function computePages(options = {}) {
  const appsDir = options.appsDir || path.resolve(__dirname, '..', 'apps');
  const budgets = { ...BUDGETS, ...options.budgets };
  const results = PAGES.map((page) => {
    const files = page.remote
      ? [...shellFiles(appsDir, null), ...remoteFiles(appsDir, page.remote, page.exposed)]
      : shellFiles(appsDir, page.shellPage);
    return {
      name: page.name,
      label: page.label,
      budget: budgets[page.name],
      ...measure(files, appsDir),
    };
  });
  for (const remote of REMOTES) {
    if (!fs.existsSync(path.join(appsDir, remote, 'dist', 'mf-manifest.json'))) continue;
    results.push({
      name: `${remote}-entry`,
      label: `${remote} remoteEntry.js (federation overhead)`,
      budget: budgets.remoteEntry,
      ...measure(remoteFiles(appsDir, remote, null), appsDir),
    });
  }
  return results;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Prints the figures; returns the results over budget. */
function checkBudgets(options = {}) {
  const log = options.log || ((line) => console.log(line));
  const results = computePages(options);
  const over = results.filter((r) => r.total > r.budget);
  log('[web-budgets] first-load JS + CSS, brotli as served (static walk of the build):');
  for (const r of results) {
    const verdict = r.total > r.budget ? 'OVER BUDGET' : 'ok';
    log(
      `  ${r.label}: ${kb(r.total)} in ${r.files.length} files, budget ${kb(r.budget)} — ${verdict}`,
    );
    if (r.total > r.budget || options.verbose) {
      for (const f of [...r.files].sort((a, b) => b.bytes - a.bytes)) {
        log(`      ${kb(f.bytes).padStart(9)}  ${f.file}`);
      }
    }
  }
  return over;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf('--apps-dir');
  try {
    const over = checkBudgets({
      appsDir: dirAt >= 0 ? path.resolve(args[dirAt + 1]) : undefined,
      verbose: args.includes('--verbose'),
    });
    if (over.length > 0) {
      console.error(`[web-budgets] over budget: ${over.map((r) => r.label).join('; ')}`);
      process.exit(1);
    }
  } catch (error) {
    console.error(`[web-budgets] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

module.exports = { BUDGETS, PAGES, computePages, checkBudgets };
