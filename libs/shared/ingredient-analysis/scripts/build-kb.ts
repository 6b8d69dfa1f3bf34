/**
 * `npm run kb:build`: regenerates data/knowledge-base.json from ../shared/data (or
 * $LABELLENS_SHARED_DATA). The output is committed; the product never reads ../shared at run time.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildKnowledgeBase } from './kb-builder/build';
import { buildIndexFiles } from './kb-builder/indexes';
import { DATA_DIR, sharedDataDir } from './kb-builder/paths';

function main(): void {
  const source = sharedDataDir();
  if (!existsSync(source)) {
    process.stderr.write(
      `kb:build: source data not found at ${source} (set LABELLENS_SHARED_DATA)\n`,
    );
    process.exit(1);
  }
  const started = Date.now();
  const { kb, files } = buildKnowledgeBase(source);
  Object.assign(files, buildIndexFiles(files));
  mkdirSync(DATA_DIR, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(DATA_DIR, name), content);
    process.stdout.write(
      `wrote data/${name} (${(Buffer.byteLength(content) / 1024 / 1024).toFixed(2)} MB)\n`,
    );
  }
  for (const [k, v] of Object.entries(kb.stats)) process.stdout.write(`  ${k}: ${v}\n`);
  process.stdout.write(`kb:build done in ${Date.now() - started} ms from ${source}\n`);
}

main();
