import { analyzeIngredients } from '@labellens/ingredient-analysis';
import { extractIngredients } from '../src/extraction/pipeline';
import { inspectImage } from '../src/extraction/image-inspection';
import { NativeTesseractEngine } from '../src/ocr/tesseract-native.engine';
import { TextDetector } from '../src/ocr/text-detector';
import { LABELS, ingredientLine, type LabelText } from './support/label-corpus';
import { renderLabel, styleFor } from './support/label-renderer';
import { ifStarted } from '@labellens/server-testing';

/**
 * Extraction accuracy on rendered label photos: 18 labels in six languages, each with its own
 * font, size, colours, blur, rotation, keystone and JPEG loss, the list set among other pack text.
 * Character error rate of the ingredient text and recall of the allergens the analysis finds.
 */

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur.push(
        Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)),
      );
    prev = cur;
  }
  return prev[b.length];
}

const normalise = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Allergen ids (declared and traces) the analysis finds in a list and its statements. */
function allergenIds(items: string[], statements: string[], lang: string): Set<string> {
  const result = analyzeIngredients([items.join(', '), ...statements].join('. '), { lang });
  return new Set([...result.allergens, ...result.traces]);
}

interface Outcome {
  label: LabelText;
  errors: number;
  chars: number;
  expected: Set<string>;
  found: Set<string>;
  ms: number;
}

let engine: NativeTesseractEngine;

beforeAll(async () => {
  engine = await NativeTesseractEngine.create({ binary: 'tesseract', poolSize: 2 });
  // The worker's path: text detection first (OCR_TEXT_DETECTION defaults to on).
  engine.detector = await TextDetector.create();
  expect(engine.languages).toEqual(
    expect.arrayContaining(['eng', 'fra', 'deu', 'spa', 'ita', 'pol']),
  );
});

afterAll(async () => {
  await ifStarted(engine)?.close();
});

it('reads ingredient lists in en, fr, de, es, it and pl with a low character error rate and finds their allergens', async () => {
  const outcomes = await Promise.all(
    LABELS.map(async (label, n): Promise<Outcome> => {
      const image = await renderLabel(label, styleFor(n));
      const started = performance.now();
      const { result } = await extractIngredients(
        engine,
        image,
        inspectImage(image, ['jpeg', 'png']),
      );
      const ms = performance.now() - started;
      const truth = normalise(ingredientLine(label));
      return {
        label,
        errors: editDistance(normalise(result.ingredients.join(', ')), truth),
        chars: truth.length,
        expected: allergenIds(label.ingredients, label.statements, label.lang),
        found: allergenIds(result.ingredients, result.containsStatements, label.lang),
        ms,
      };
    }),
  );

  const cer = (list: Outcome[]) =>
    list.reduce((s, o) => s + o.errors, 0) / list.reduce((s, o) => s + o.chars, 0);
  const byLang = ['en', 'fr', 'de', 'es', 'it', 'pl'].map(
    (lang) => `${lang} ${(cer(outcomes.filter((o) => o.label.lang === lang)) * 100).toFixed(1)}%`,
  );
  const expected = outcomes.reduce((s, o) => s + o.expected.size, 0);
  const hit = outcomes.reduce(
    (s, o) => s + [...o.expected].filter((a) => o.found.has(a)).length,
    0,
  );
  const extra = outcomes.reduce(
    (s, o) => s + [...o.found].filter((a) => !o.expected.has(a)).length,
    0,
  );
  const perfect = outcomes.filter((o) => o.errors === 0).length;
  const missed = outcomes.flatMap((o) =>
    [...o.expected].filter((a) => !o.found.has(a)).map((a) => `${o.label.id}:${a}`),
  );

  console.log(
    `extraction CER ${(cer(outcomes) * 100).toFixed(2)}% over ${outcomes.length} labels (${byLang.join(', ')}; ${perfect} exact)`,
  );
  console.log(
    `allergen recall ${((hit / expected) * 100).toFixed(1)}% (${hit}/${expected} allergens, ${extra} spurious${missed.length ? `; missed ${missed.join(', ')}` : ''})`,
  );

  expect(cer(outcomes)).toBeLessThan(0.05);
  expect(hit / expected).toBeGreaterThanOrEqual(0.9);
  // No single label may be lost entirely.
  for (const o of outcomes) expect(o.errors / o.chars).toBeLessThan(0.5);
  // 18 labels through the photo path: about a minute alone, longer beside the e2e suites.
}, 300_000);
