import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** libs/shared/ingredient-analysis */
export const LIB_DIR = resolve(__dirname, '..', '..');
export const REPO_ROOT = resolve(LIB_DIR, '..', '..', '..');
export const DATA_DIR = resolve(LIB_DIR, 'data');

/** ../shared/data next to the repository, unless LABELLENS_SHARED_DATA points elsewhere. */
export function sharedDataDir(): string {
  return process.env.LABELLENS_SHARED_DATA
    ? resolve(process.env.LABELLENS_SHARED_DATA)
    : resolve(REPO_ROOT, '..', 'shared', 'data');
}

/** A source file under `dir`, as UTF-8 text. */
export function readSource(dir: string, ...parts: string[]): string {
  return readFileSync(join(dir, ...parts), 'utf8');
}
