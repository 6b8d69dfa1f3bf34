/**
 * The engine's caches (matcher, per-entity ratings and texts, entity names) only save work: a
 * knowledge base whose caches are warm gives byte-identical analyses to a fresh one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KB_FILE } from '../scripts/kb-builder/indexes';
import { DATA_DIR } from '../scripts/kb-builder/paths';
import {
  analyzeIngredients,
  clearAnalysisCaches,
  KnowledgeBase,
  loadKnowledgeBase,
  matcherFor,
  type RawKnowledgeBase,
} from '../src';

const LISTS: [string, string][] = [
  [
    'en',
    'Ingredients: sugar, wheat flour, palm oil, cocoa butter, emulsifier (soya lecithin), salt, E330, flavouring. May contain traces of nuts.',
  ],
  [
    'fr',
    'Ingrédients : sucre, farine de blé, huile de colza, lait écrémé en poudre, conservateur : E202, colorants E (124, 122), sel. Peut contenir des traces de fruits à coque.',
  ],
  [
    'de',
    'Zutaten: Vollmilchpulver, Zucker, Kakaobutter, Emulgator Lecithine (Soja), Haselnüsse, Säuerungsmitte1 Citronensäure, Nitritpökelsalz. Kann Spuren von Erdnüssen enthalten.',
  ],
  [
    'en',
    'Ingredients: aqua, glycerin, parfum, sodium laureth sulfate, citric acid, limonene, CI 77891, methylparaben, zqx4 extract',
  ],
  [
    'es',
    'Ingredientes: agua, azúcar, acidulante (ácido cítrico), edulcorantes (sucralosa, acesulfamo K), colorante: E150d, s0dium benz0ate.',
  ],
];

describe('analysis caches', () => {
  it('warm caches give the same analyses as a fresh knowledge base', () => {
    const shared = loadKnowledgeBase();
    const fresh = new KnowledgeBase(
      JSON.parse(readFileSync(join(DATA_DIR, KB_FILE), 'utf8')) as RawKnowledgeBase,
    );
    for (const displayLanguage of [undefined, 'en', 'ar']) {
      for (const [lang, text] of LISTS) {
        const options = { lang, displayLanguage };
        const first = JSON.stringify(analyzeIngredients(text, { ...options, kb: shared }));
        const again = JSON.stringify(analyzeIngredients(text, { ...options, kb: shared }));
        const cold = JSON.stringify(analyzeIngredients(text, { ...options, kb: fresh }));
        expect(again).toBe(first);
        expect(cold).toBe(first);
      }
    }
  });

  it('clearAnalysisCaches empties the caches without changing any analysis', () => {
    const kb = loadKnowledgeBase();
    const matcher = matcherFor(kb);
    // A misprinted name takes the matcher's slow path, whose result is cached.
    const cached = matcher.matchName('Vollmi1chpulver', 'de');
    expect(cached.entity).not.toBeNull();
    expect(matcher.matchName('Vollmi1chpulver', 'de')).toBe(cached);
    const before = LISTS.map(([lang, text]) =>
      JSON.stringify(analyzeIngredients(text, { lang, kb })),
    );
    clearAnalysisCaches(kb);
    const again = matcher.matchName('Vollmi1chpulver', 'de');
    expect(again).not.toBe(cached);
    expect(again).toEqual(cached);
    expect(
      LISTS.map(([lang, text]) => JSON.stringify(analyzeIngredients(text, { lang, kb }))),
    ).toEqual(before);
  });
});
