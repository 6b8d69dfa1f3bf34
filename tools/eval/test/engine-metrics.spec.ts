import { evaluate, loadCases } from '../src/engine/engine.section';
import { additiveKey, addSets, emptyCounts, scores } from '../src/engine/metrics';

describe('engine eval metrics', () => {
  it('compares OFF and engine additive codes at the E-number-with-letter level', () => {
    expect(additiveKey('en:e160ai')).toBe('e160a');
    expect(additiveKey('E160a')).toBe('e160a');
    expect(additiveKey('en:e322i')).toBe('e322');
    expect(additiveKey('E150c')).toBe('e150c');
    expect(additiveKey('E1442')).toBe('e1442');
  });

  it('counts set differences and derives precision, recall and F1', () => {
    const c = emptyCounts();
    addSets(c, ['a', 'b'], ['b', 'c']);
    addSets(c, [], []);
    expect(c).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(scores(c)).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5 });
    expect(scores(emptyCounts())).toEqual({ precision: 1, recall: 1, f1: 1 });
  });

  it('scores only the fields a case states', () => {
    const r = evaluate([
      { id: 'a', lang: 'en', text: 'water, E330', additives: ['e330'] },
      { id: 'b', lang: 'en', text: 'milk, sugar. May contain nuts.', traces: ['nuts'] },
    ]);
    expect(r.additives).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(r.allergens).toEqual({ tp: 0, fp: 0, fn: 0 }); // case b states no allergens
    expect(r.traces).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(r.byLang.get('en')!.cases).toBe(2);
  });

  it('loads the development set with unique ids and known allergen ids', () => {
    const cases = loadCases();
    expect(cases.length).toBeGreaterThan(100);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    const ids = new Set([
      'gluten',
      'crustaceans',
      'eggs',
      'fish',
      'peanuts',
      'soybeans',
      'milk',
      'nuts',
      'celery',
      'mustard',
      'sesame-seeds',
      'sulphur-dioxide-and-sulphites',
      'lupin',
      'molluscs',
    ]);
    for (const c of cases)
      for (const a of [...(c.allergens ?? []), ...(c.traces ?? [])]) expect(ids).toContain(a);
  });
});
