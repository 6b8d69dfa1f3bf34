// The offline download of issue 17, written into apps/shell/dist/offline/ by scripts/build-web.js
// (served by the gateway at /offline/): the analysis worker (libs/web/offline, bundled here on its
// own, without Module Federation), the knowledge base as a separate asset (the worker fetches it,
// so it is never part of a page's JS), and tesseract.js's worker script, WebAssembly cores and
// language data copied from node_modules. manifest.json lists them with their sizes. The shell's
// install precache leaves offline/ out: "Use offline" caches these files on request.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const OFFLINE_DIR = 'offline';
const URL_PREFIX = `/${OFFLINE_DIR}/`;
/** Language data shipped (tesseract codes); English always, the person's language on request. */
const LANGUAGES = ['eng', 'fra'];
const SYNC_ENTRY = path.join(ROOT, 'libs', 'web', 'offline', 'src', 'sync-sw.ts');
const KB_FILE = path.join(
  ROOT,
  'libs',
  'shared',
  'ingredient-analysis',
  'data',
  'knowledge-base.json',
);
const WORKER_ENTRY = path.join(
  ROOT,
  'libs',
  'web',
  'offline',
  'src',
  'analysis',
  'analysis.worker.ts',
);

function resolvePackageFile(pkg, file) {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`, { paths: [ROOT] })), file);
}

function hashOf(bytes) {
  return crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
}

/** Bytes the gateway sends for a file: brotli as precompress-web.js writes it, or the file. */
function transferSize(bytes, name) {
  if (!/\.(js|json|wasm)$/.test(name)) return bytes.length;
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  return Math.min(br.length, bytes.length);
}

/** Copies `bytes` to offline/<name with hash>, returns its manifest entry. */
function emit(outDir, bytes, name) {
  const hash = hashOf(bytes);
  const dot = name.indexOf('.');
  const hashed = `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
  fs.writeFileSync(path.join(outDir, hashed), bytes);
  return { url: URL_PREFIX + hashed, bytes: bytes.length, transfer: transferSize(bytes, name) };
}

/**
 * rspack build of one worker script (the analysis worker; the service worker's Background Sync
 * script): one file, web worker target, no knowledge base inside.
 */
function buildWorker(outDir, entry, name) {
  const { rspack } = require('@rspack/core');
  const tmp = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'll-offline-worker-'));
  const config = {
    mode: 'production',
    context: ROOT,
    target: 'webworker',
    entry: { bundle: entry },
    output: { path: tmp, filename: '[name].js', publicPath: URL_PREFIX, clean: true },
    resolve: { extensions: ['.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { target: 'es2020', parser: { syntax: 'typescript' } } },
        },
      ],
    },
    optimization: { splitChunks: false },
    plugins: [
      // The knowledge base is the separate asset the worker fetches; its bundled copy (and the
      // prebuilt index) would be 10 MB of worker. A call to loadKnowledgeBase() without data
      // would then fail loudly instead of analysing with nothing.
      new rspack.IgnorePlugin({ resourceRegExp: /knowledge-base(\.index)?\.json$/ }),
    ],
    devtool: false,
    performance: { hints: false },
  };
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats.hasErrors()) {
          return reject(
            new Error(`offline worker ${name}:\n${stats.toString({ all: false, errors: true })}`),
          );
        }
        const bytes = fs.readFileSync(path.join(tmp, 'bundle.js'));
        fs.rmSync(tmp, { recursive: true, force: true });
        resolve(emit(outDir, bytes, name));
      });
    });
  });
}

/** Writes apps/shell/dist/offline/ (under `appsDir`) and returns the manifest. */
async function writeOfflineAssets(appsDir) {
  const outDir = path.join(appsDir, 'shell', 'dist', OFFLINE_DIR);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const read = (file) => fs.readFileSync(file);

  const analysisWorker = await buildWorker(outDir, WORKER_ENTRY, 'analysis-worker.js');
  const syncScript = await buildWorker(outDir, SYNC_ENTRY, 'sync-sw.js');
  // The knowledge base without its prebuilt index (4 MB more; the worker builds the indexes).
  const knowledgeBase = emit(outDir, read(KB_FILE), 'knowledge-base.json');
  const worker = emit(
    outDir,
    read(resolvePackageFile('tesseract.js', 'dist/worker.min.js')),
    'tesseract-worker.min.js',
  );
  const coreSimd = emit(
    outDir,
    read(resolvePackageFile('tesseract.js-core', 'tesseract-core-simd-lstm.wasm.js')),
    'tesseract-core-simd-lstm.wasm.js',
  );
  const core = emit(
    outDir,
    read(resolvePackageFile('tesseract.js-core', 'tesseract-core-lstm.wasm.js')),
    'tesseract-core-lstm.wasm.js',
  );
  // tesseract.js asks for `${langPath}/${lang}.traineddata.gz`: the folder carries the hash.
  const langBytes = LANGUAGES.map((lang) =>
    read(resolvePackageFile(`@tesseract.js-data/${lang}`, `4.0.0_best_int/${lang}.traineddata.gz`)),
  );
  const langHash = hashOf(Buffer.concat(langBytes));
  const langDir = `lang-${langHash}`;
  fs.mkdirSync(path.join(outDir, langDir));
  const languages = {};
  LANGUAGES.forEach((lang, i) => {
    const file = `${lang}.traineddata.gz`;
    fs.writeFileSync(path.join(outDir, langDir, file), langBytes[i]);
    languages[lang] = {
      url: `${URL_PREFIX}${langDir}/${file}`,
      bytes: langBytes[i].length,
      transfer: langBytes[i].length,
    };
  });

  const body = {
    analysisWorker,
    syncScript,
    knowledgeBase,
    tesseract: { worker, coreSimd, core, langPath: `${URL_PREFIX}${langDir}`, languages },
  };
  const manifest = { version: hashOf(Buffer.from(JSON.stringify(body))), ...body };
  fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

module.exports = { LANGUAGES, OFFLINE_DIR, URL_PREFIX, writeOfflineAssets };
