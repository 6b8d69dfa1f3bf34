import { existsSync } from 'node:fs';
import path from 'node:path';
import type { EvalSection } from '../section';

/** `../shared/data/dev-eval` beside the repository, or DEV_EVAL_DIR. Never copied into the repo. */
export function devEvalDir(): string | null {
  const dir =
    process.env.DEV_EVAL_DIR ?? path.resolve(__dirname, '../../../../../shared/data/dev-eval');
  return existsSync(dir) ? dir : null;
}

/**
 * A section over the development data: `measure` gets its folder; without it the section reports
 * its data missing (false), as the run expects.
 */
export function devEvalSection(
  name: string,
  description: string,
  measure: (dir: string) => Promise<void>,
): EvalSection {
  return {
    name,
    description,
    async run() {
      const dir = devEvalDir();
      if (!dir) return false;
      await measure(dir);
      return true;
    },
  };
}
