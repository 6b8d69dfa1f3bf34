/**
 * `npm run bench`: runs every bench/src/*.bench.ts in name order. Each exports
 * `async function run(): Promise<void>` and prints its own figures. Not part of `npm test`.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

interface BenchModule {
  run(): Promise<void>;
}

async function main(): Promise<void> {
  const only = process.argv[2];
  const files = readdirSync(__dirname)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => !only || f.startsWith(only))
    .sort();
  if (files.length === 0) {
    process.stderr.write(`bench: no bench files${only ? ` matching "${only}"` : ''}\n`);
    process.exit(1);
  }
  for (const f of files) {
    process.stdout.write(`\n# ${f}\n`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(join(__dirname, f)) as BenchModule;
    await mod.run();
  }
}

main().catch((e: unknown) => {
  process.stderr.write(
    `bench failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
  );
  process.exit(1);
});
