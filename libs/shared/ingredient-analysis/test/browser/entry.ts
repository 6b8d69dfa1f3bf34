/** Browser entry for the bundle test: exposes the library on `window.labellens`. */
import {
  analyzeIngredients,
  KB_CREDITS,
  loadKnowledgeBase,
  readNutritionTable,
  computeNutriScore,
} from '../../src';

const started = performance.now();
const kb = loadKnowledgeBase();
const loadMs = performance.now() - started;

(globalThis as unknown as { labellens: unknown }).labellens = {
  analyze: (text: string, lang: string, displayLanguage?: string) =>
    analyzeIngredients(text, { lang, displayLanguage, kb }),
  nutrition: (text: string) => readNutritionTable(text),
  nutriScore: computeNutriScore,
  credits: KB_CREDITS,
  loadMs,
  entities: kb.entities.length,
};
