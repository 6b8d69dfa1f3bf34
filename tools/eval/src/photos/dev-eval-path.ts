import { existsSync } from 'node:fs';
import path from 'node:path';

/** `../shared/data/dev-eval` beside the repository, or DEV_EVAL_DIR. Never copied into the repo. */
export function devEvalDir(): string | null {
  const dir =
    process.env.DEV_EVAL_DIR ?? path.resolve(__dirname, '../../../../../shared/data/dev-eval');
  return existsSync(dir) ? dir : null;
}
