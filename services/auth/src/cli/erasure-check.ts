/**
 * `npm run erasure:check`: lists every deleted account that some service has not yet confirmed
 * erasing (scan, billing, admin), with the missing services; exits 1 when there is any, 0 when
 * every deletion is confirmed everywhere. `-- --older-than <seconds>` ignores fresher deletions.
 */
import 'reflect-metadata';
import { createAuthDataSource } from '../database/data-source';
import { ErasureRepository } from '../erasure/erasure.repository';

async function main(): Promise<void> {
  const flag = process.argv.indexOf('--older-than');
  const olderThanMs = flag >= 0 ? Number(process.argv[flag + 1]) * 1000 : 0;
  if (!Number.isFinite(olderThanMs) || olderThanMs < 0) {
    process.stderr.write('usage: npm run erasure:check -- [--older-than <seconds>]\n');
    process.exit(2);
  }
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/labellens_auth';
  const dataSource = createAuthDataSource(url);
  await dataSource.initialize();
  try {
    const cutoff = Date.now() - olderThanMs;
    const pending = (await new ErasureRepository(dataSource).pending()).filter(
      (e) => e.requestedAt.getTime() <= cutoff,
    );
    for (const e of pending)
      process.stdout.write(
        `${e.userId}\tdeleted ${e.requestedAt.toISOString()}\tnot confirmed by: ${e.missing.join(', ')}\n`,
      );
    process.stdout.write(
      pending.length === 0
        ? 'Every deleted account is erased everywhere.\n'
        : `${pending.length} deleted account(s) not erased everywhere yet.\n`,
    );
    process.exitCode = pending.length === 0 ? 0 : 1;
  } finally {
    await dataSource.destroy();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`Could not check erasures: ${(err as Error).message}\n`);
  process.exit(2);
});
