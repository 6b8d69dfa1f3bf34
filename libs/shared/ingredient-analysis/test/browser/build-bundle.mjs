// Builds the browser bundle of the library with rspack (ESM-only, so it runs in its own Node
// process, not inside Jest). Usage: node build-bundle.mjs <outDir>. Prints one JSON line.
import { rspack } from '@rspack/core';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2];
if (!outDir) {
  process.stderr.write('usage: build-bundle.mjs <outDir>\n');
  process.exit(2);
}
const compiler = rspack({
  mode: 'production',
  target: 'web',
  context: resolve(here, '..', '..'),
  entry: { main: resolve(here, 'entry.ts') },
  output: { path: outDir, filename: 'labellens.js' },
  devtool: false,
  resolve: { extensions: ['.ts', '.js', '.json'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
});
compiler.run((err, stats) => {
  if (err) {
    process.stdout.write(`${JSON.stringify({ ok: false, errors: [err.message] })}\n`);
    process.exit(1);
  }
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  const ok = !stats.hasErrors();
  process.stdout.write(
    `${JSON.stringify({ ok, errors: (info.errors ?? []).map((e) => e.message), warnings: (info.warnings ?? []).length })}\n`,
  );
  compiler.close(() => process.exit(ok ? 0 : 1));
});
