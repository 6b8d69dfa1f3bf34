/**
 * The knowledge base's lookup indexes, made at kb:build time (data/knowledge-base.index.json) so
 * that a process loads them ready-made instead of building them: the name index, the INCI
 * matching keys and the approximate matcher's trigram index. They are built by the runtime's own
 * code from the serialised knowledge base, so loading them gives exactly what building would.
 */
import { KnowledgeBase } from '../../src/kb/knowledge-base';
import { encodeKbIndex } from '../../src/kb/prebuilt-index';
import type { RawKnowledgeBase } from '../../src/kb/raw-types';

export const KB_FILE = 'knowledge-base.json';
export const INDEX_FILE = 'knowledge-base.index.json';

/** The index file for a serialised knowledge base (the content of data/knowledge-base.json). */
export function buildIndexFile(kbJson: string): string {
  const raw = JSON.parse(kbJson) as RawKnowledgeBase;
  const kb = new KnowledgeBase(raw);
  const encoded = encodeKbIndex(kb.exportIndex());
  // One field per line; the large fields stay single-line strings.
  return `${JSON.stringify(encoded, null, 1)}\n`;
}

/** Index files to write next to the knowledge base in `files` (output of buildKnowledgeBase). */
export function buildIndexFiles(files: Record<string, string>): Record<string, string> {
  return KB_FILE in files ? { [INDEX_FILE]: buildIndexFile(files[KB_FILE]) } : {};
}
