import { KnowledgeBase } from './knowledge-base';
import { decodeKbIndex, type RawKbIndex } from './prebuilt-index';
import type { RawKnowledgeBase } from './raw-types';

let cached: KnowledgeBase | null = null;

/**
 * The knowledge base shipped with the library (data/knowledge-base.json, bundled as a JSON module
 * so it also works offline in the browser), loaded once and cached, with the indexes kb:build
 * made for it (data/knowledge-base.index.json). Pass `raw` to use data fetched at run time instead
 * (for instance a web app that downloads the JSON lazily); its indexes are then built here.
 */
export function loadKnowledgeBase(raw?: RawKnowledgeBase): KnowledgeBase {
  if (raw) return new KnowledgeBase(raw);
  if (cached) return cached;
  // A require keeps the 5 MB JSON out of the type checker; Node, Jest and rspack all resolve it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const data = require('../../data/knowledge-base.json') as RawKnowledgeBase;
  // Browser bundles leave the 4 MB index out (package.json "browser" maps it to an empty module):
  // the indexes are then built here.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const index = require('../../data/knowledge-base.index.json') as Partial<RawKbIndex>;
  cached = new KnowledgeBase(
    data,
    index.format === undefined ? null : decodeKbIndex(index as RawKbIndex),
  );
  return cached;
}
