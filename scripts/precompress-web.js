// Writes brotli (.br) and gzip (.gz) copies next to each text asset of a built front end, so the
// gateway serves compressed bytes without compressing per request (@fastify/static preCompressed).
// A copy is kept only when it is smaller, and is rewritten only when its asset changed.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest|wasm)$/;
/** Below this a compressed copy saves less than the response headers cost. */
const MIN_BYTES = 1024;

function listAssets(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listAssets(full, out);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) out.push(full);
  }
  return out;
}

const ENCODERS = {
  '.br': (data) =>
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  '.gz': (data) => zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/** Precompresses every asset under `dir`; returns byte totals for the build log. */
function precompressDir(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of listAssets(dir)) {
    const stat = fs.statSync(file);
    totals.files += 1;
    totals.raw += stat.size;
    for (const [ext, encode] of Object.entries(ENCODERS)) {
      const target = file + ext;
      const key = ext.slice(1);
      if (stat.size < MIN_BYTES) {
        fs.rmSync(target, { force: true });
        totals[key] += stat.size;
        continue;
      }
      const existing = fs.existsSync(target) ? fs.statSync(target) : undefined;
      if (existing && existing.mtimeMs >= stat.mtimeMs) {
        totals[key] += existing.size;
        continue;
      }
      const compressed = encode(fs.readFileSync(file));
      if (compressed.length < stat.size) {
        fs.writeFileSync(target, compressed);
        totals[key] += compressed.length;
      } else {
        // A stale copy of an earlier build must not be served for the new bytes.
        fs.rmSync(target, { force: true });
        totals[key] += stat.size;
      }
    }
  }
  return totals;
}

module.exports = { precompressDir };

if (require.main === module) {
  for (const dir of process.argv.slice(2)) {
    const t = precompressDir(path.resolve(dir));
    console.log(
      `[precompress] ${dir}: ${t.files} files, ${t.raw} B → br ${t.br} B, gzip ${t.gz} B`,
    );
  }
}
