/**
 * The indexes kb:build ships (data/knowledge-base.index.json) are up to date, are used, and give
 * exactly what building them at load time gives; the approximate matcher finds exactly the keys a
 * scan of every key finds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIndexFile, INDEX_FILE, KB_FILE } from '../scripts/kb-builder/indexes';
import { DATA_DIR } from '../scripts/kb-builder/paths';
import { decodeKbIndex, KnowledgeBase, loadKnowledgeBase, type RawKnowledgeBase } from '../src';
import type { RawKbIndex } from '../src/kb/prebuilt-index';
import {
  EditPattern,
  editsWithin,
  maxDistanceFor,
  ocrDistance,
  type FuzzyHit,
} from '../src/match/fuzzy';

const kbJson = readFileSync(join(DATA_DIR, KB_FILE), 'utf8');
const indexJson = readFileSync(join(DATA_DIR, INDEX_FILE), 'utf8');
const freshRaw = () => JSON.parse(kbJson) as RawKnowledgeBase;

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a * 1103515245 + 12345) & 0x7fffffff;
    return a / 0x7fffffff;
  };
}

/** A key with up to `n` random edits (insertions, deletions, substitutions). */
function damaged(key: string, n: number, r: () => number): string {
  const alphabet = 'abcdeilmnorstu01358 é';
  const chars = key.split('');
  for (let i = 0; i < n; i++) {
    const at = Math.floor(r() * (chars.length + 1));
    const c = alphabet[Math.floor(r() * alphabet.length)];
    const op = r();
    if (op < 0.33) chars.splice(at, 1);
    else if (op < 0.66) chars.splice(at, 0, c);
    else chars[Math.min(at, chars.length - 1)] = c;
  }
  return chars.join('');
}

describe('ready-made knowledge-base indexes', () => {
  it('data/knowledge-base.index.json is up to date with data/knowledge-base.json (npm run kb:build)', () => {
    expect(buildIndexFile(kbJson) === indexJson).toBe(true);
  });

  it('loadKnowledgeBase uses them', () => {
    expect(loadKnowledgeBase().prebuilt).toBe(true);
  });

  it('give the same name and trigram indexes as building them at load time', () => {
    const decoded = decodeKbIndex(JSON.parse(indexJson) as RawKbIndex);
    const ready = new KnowledgeBase(freshRaw(), decoded);
    const built = new KnowledgeBase(freshRaw());
    expect(ready.prebuilt).toBe(true);
    expect(built.prebuilt).toBe(false);
    const a = ready.exportIndex();
    const b = built.exportIndex();
    expect(a.fingerprint).toEqual(b.fingerprint);
    expect(a.inciKeys).toEqual(b.inciKeys);
    expect(a.keyIndex.keys).toEqual(b.keyIndex.keys);
    expect([...a.keyIndex.starts]).toEqual([...b.keyIndex.starts]);
    expect([...a.keyIndex.codes]).toEqual([...b.keyIndex.codes]);
    expect(a.gramIndex.grams).toEqual(b.gramIndex.grams);
    expect(a.gramIndex.lists.map((l) => [...l])).toEqual(b.gramIndex.lists.map((l) => [...l]));
    // The key filter: taken from the file, with the same bits as built over the keys.
    expect(ready.keyFilter().bits).toBe(decoded?.keyFilter);
    expect(a.keyFilter.length).toBe(b.keyFilter.length);
    expect(Buffer.from(a.keyFilter.buffer).equals(Buffer.from(b.keyFilter.buffer))).toBe(true);
    expect(a.keyFilter.some((w) => w !== 0)).toBe(true);
  });

  it('are ignored when they do not fit the data (built at load time instead)', () => {
    const raw = freshRaw();
    const dropped = raw.entities.splice(raw.entities.length - 1, 1)[0];
    const kb = new KnowledgeBase(raw, decodeKbIndex(JSON.parse(indexJson) as RawKbIndex));
    expect(kb.prebuilt).toBe(false);
    const someKey = Object.values(dropped.keys)[0]?.[0] ?? '';
    const others = kb.lookup(someKey).filter((h) => kb.entityByIndex(h.entity).id === dropped.id);
    expect(others).toEqual([]);
    expect(kb.lookup('sugar').length).toBeGreaterThan(0);
  });
});

describe('approximate matcher', () => {
  const kb = loadKnowledgeBase();
  const keys = kb.keys().filter((k) => k.length >= 4);

  /** Every key within the distance, by scanning all of them. */
  function scan(query: string): FuzzyHit[] {
    const limit = maxDistanceFor(query.length);
    if (limit <= 0) return [];
    const edits = Math.ceil(limit);
    const hits: FuzzyHit[] = [];
    for (const key of keys) {
      if (Math.abs(key.length - query.length) > edits) continue;
      if (editsWithin(query, key, edits) === Infinity) continue;
      const d = ocrDistance(query, key, limit);
      if (d <= limit) hits.push({ key, distance: d });
    }
    return hits.sort((a, b) => a.distance - b.distance || (a.key < b.key ? -1 : 1));
  }

  it('finds exactly the keys a scan of every key finds', () => {
    const r = rng(16);
    let found = 0;
    for (let i = 0; i < 25; i++) {
      const query = damaged(keys[Math.floor(r() * keys.length)], 1 + Math.floor(r() * 3), r);
      const hits = kb.fuzzyIndex().search(query);
      expect(hits).toEqual(scan(query));
      found += hits.length;
    }
    expect(found).toBeGreaterThan(8);
  });

  it('bit-parallel edit distance equals the dynamic-programming one', () => {
    const r = rng(7);
    const alphabet = 'abcé ü1xyz';
    const word = (n: number) =>
      Array.from({ length: n }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');
    for (let t = 0; t < 5000; t++) {
      const a = word(1 + Math.floor(r() * 32));
      const b = word(Math.floor(r() * 40));
      expect(new EditPattern(a).distance(b)).toBe(editsWithin(a, b, 100));
    }
  });

  it('the early-stopping edit-distance test agrees with the full distance', () => {
    const r = rng(11);
    const alphabet = 'abcé ü1xyz';
    const word = (n: number) =>
      Array.from({ length: n }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');
    let inside = 0;
    for (let t = 0; t < 5000; t++) {
      const a = word(1 + Math.floor(r() * 32));
      const b = r() < 0.5 ? damaged(a, Math.floor(r() * 4), r) : word(Math.floor(r() * 40));
      const max = Math.floor(r() * 5);
      const pattern = new EditPattern(a);
      const expected = pattern.distance(b) <= max;
      if (expected) inside++;
      expect(pattern.within(b, max)).toBe(expected);
    }
    // Both answers occur often enough for the comparison to mean something.
    expect(inside).toBeGreaterThan(500);
    expect(inside).toBeLessThan(4500);
  });
});
