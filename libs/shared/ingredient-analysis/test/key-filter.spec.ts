/**
 * The key filter in front of the name index (src/kb/key-filter.ts) never turns away a key the
 * knowledge base has, and turns away nearly all the rewritten names the matcher asks about.
 */
import { loadKnowledgeBase } from '../src';
import { KeyFilter } from '../src/kb/key-filter';

describe('key filter', () => {
  const kb = loadKnowledgeBase();
  const keys = kb.keys();
  const known = new Set(keys);

  it('lets every matching key through', () => {
    const filter = new KeyFilter(keys);
    expect(keys.length).toBeGreaterThan(1000);
    expect(keys.every((k) => filter.mayHave(k))).toBe(true);
  });

  it('hasKey gives the answer of the name index alone', () => {
    // Rewrites like the matcher's: plurals, singulars, joined words, OCR digits.
    const asked: string[] = [];
    for (let i = 0; i < keys.length; i += 7) {
      const k = keys[i];
      asked.push(k, `${k}s`, k.slice(0, -1), k.replace(/ /g, ''), k.replace(/o/g, '0'));
    }
    let absent = 0;
    let letThrough = 0;
    const filter = kb.keyFilter();
    for (const k of asked) {
      expect(kb.hasKey(k)).toBe(known.has(k));
      if (!known.has(k)) {
        absent++;
        if (filter.mayHave(k)) letThrough++;
      }
    }
    expect(absent).toBeGreaterThan(10000);
    // About 0.3% expected with 1 Mbit and three probes for ~78,000 keys.
    expect(letThrough / absent).toBeLessThan(0.02);
  });
});
