import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RawGuidance } from '../../src/kb/raw-types';
import { LIB_DIR } from './paths';

const GUIDANCE_PATH = resolve(LIB_DIR, 'sources', 'guidance.json');
const KEYS = ['codes', 'ids', 'groups', 'classes', 'kinds', 'findings', 'agents'];

/**
 * Reads the "Choose instead" table (sources/guidance.json) and checks its shape: every rule has an
 * id, product types, at least one match criterion, advice, a reason and a source.
 */
export function readGuidance(path = GUIDANCE_PATH): RawGuidance {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as RawGuidance & { about?: string };
  const ids = new Set<string>();
  for (const r of [...raw.rules, ...raw.personal]) {
    if (!r.id || ids.has(r.id)) throw new Error(`guidance.json: missing or repeated id ${r.id}`);
    ids.add(r.id);
    if (!r.advice || !r.reason || !r.source)
      throw new Error(`guidance.json: ${r.id} needs advice, reason and source`);
  }
  for (const r of raw.rules) {
    if (r.productTypes.length === 0) throw new Error(`guidance.json: ${r.id} has no product type`);
    const keys = Object.keys(r.match);
    if (keys.length === 0 || keys.some((k) => !KEYS.includes(k)))
      throw new Error(`guidance.json: ${r.id} has an empty or unknown match (${keys.join(', ')})`);
  }
  for (const n of raw.none)
    if (!n.id || !n.reason)
      throw new Error('guidance.json: a `none` entry needs an id and a reason');
  return { rules: raw.rules, personal: raw.personal, none: raw.none };
}
