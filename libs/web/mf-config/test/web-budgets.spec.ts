// The build's size check (scripts/check-web-budgets.js): what it counts per page, and that a page
// over its budget fails the check (the CLI exits non-zero, so `npm run build:web` fails).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '..', '..', '..', '..', 'scripts', 'check-web-budgets.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkBudgets, computePages } = require(SCRIPT) as {
  computePages: (o: {
    appsDir: string;
  }) => { name: string; total: number; files: { file: string }[] }[];
  checkBudgets: (o: { appsDir: string; log: (line: string) => void }) => { name: string }[];
};

const KB = 1024;

/** A file of `bytes` bytes with a brotli copy of `br` bytes (when given). */
function put(dir: string, name: string, bytes: number, br?: number) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), Buffer.alloc(bytes, 97));
  if (br !== undefined) fs.writeFileSync(path.join(dir, `${name}.br`), Buffer.alloc(br, 98));
}

function fixture(landingChunkBr: number): string {
  const apps = fs.mkdtempSync(path.join(os.tmpdir(), 'web-budgets-'));
  const shell = path.join(apps, 'shell', 'dist');
  put(shell, 'main.abc.js', 300 * KB, 60 * KB);
  put(shell, '539.abc.css', 40 * KB, 7 * KB);
  put(shell, '390.abc.js', 500); // small: served as is
  put(shell, 'page-landing.abc.js', 400 * KB, landingChunkBr);
  put(shell, 'page-help.abc.js', 400 * KB, 90 * KB); // another route: not on "/"
  put(shell, 'ondemand-demo-video.abc.js', 400 * KB, 90 * KB); // on demand only
  put(shell, 'main.abc.js.map', 900 * KB); // never counted
  put(shell, 'sw.js', 30 * KB, 7 * KB); // registered after load: off the critical path
  const scan = path.join(apps, 'scan-mfe', 'dist');
  put(scan, 'remoteEntry.js', 120 * KB, 29 * KB);
  put(scan, '277.abc.js', 60 * KB, 15 * KB);
  put(scan, '621.abc.css', 10 * KB, 3 * KB);
  put(scan, '__federation_expose_ScanPage.abc.js', 2 * KB, 1 * KB);
  put(scan, '__federation_expose_HistoryPage.abc.js', 200 * KB, 50 * KB);
  fs.writeFileSync(
    path.join(scan, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [
        {
          path: './ScanPage',
          assets: {
            js: { sync: ['277.abc.js', '__federation_expose_ScanPage.abc.js'], async: [] },
            css: { sync: ['621.abc.css'], async: [] },
          },
        },
        {
          path: './HistoryPage',
          assets: {
            js: { sync: ['__federation_expose_HistoryPage.abc.js'], async: [] },
            css: { sync: [], async: [] },
          },
        },
      ],
    }),
  );
  return apps;
}

describe('web budgets check', () => {
  it("counts a page's own chunks, brotli sizes, not other routes, on-demand chunks or sw.js", () => {
    const apps = fixture(20 * KB);
    const pages = Object.fromEntries(computePages({ appsDir: apps }).map((p) => [p.name, p]));
    expect(pages.landing.total).toBe(60 * KB + 7 * KB + 500 + 20 * KB);
    expect(pages.landing.files.map((f) => path.basename(f.file)).sort()).toEqual([
      '390.abc.js',
      '539.abc.css',
      'main.abc.js',
      'page-landing.abc.js',
    ]);
    // Signed in: the shell without its page chunks, the remote entry and ScanPage's chunks.
    expect(pages.scan.total).toBe(60 * KB + 7 * KB + 500 + 29 * KB + 15 * KB + 3 * KB + 1 * KB);
    expect(pages['scan-mfe-entry'].total).toBe(29 * KB);
  });

  it('passes within budget', () => {
    const apps = fixture(20 * KB);
    expect(checkBudgets({ appsDir: apps, log: () => undefined })).toEqual([]);
    const cli = spawnSync(process.execPath, [SCRIPT, '--apps-dir', apps], { encoding: 'utf8' });
    expect(cli.status).toBe(0);
    expect(cli.stdout).toMatch(/landing "\/" signed out: 87\.5 KB .* budget 170\.0 KB — ok/);
  });

  it('fails when the landing page goes over 170 KB', () => {
    const apps = fixture(104 * KB); // 60 + 7 + 0.5 + 104 = 171.5 KB
    expect(checkBudgets({ appsDir: apps, log: () => undefined }).map((r) => r.name)).toEqual([
      'landing',
    ]);
    const cli = spawnSync(process.execPath, [SCRIPT, '--apps-dir', apps], { encoding: 'utf8' });
    expect(cli.status).toBe(1);
    expect(cli.stdout).toMatch(/landing "\/" signed out: 171\.5 KB .* OVER BUDGET/);
    expect(cli.stderr).toMatch(/over budget: landing/);
  });
});
