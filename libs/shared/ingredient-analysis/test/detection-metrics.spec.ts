/**
 * Additive detection precision / recall and allergen recall, on labels generated from the
 * taxonomies (fixtures/corpus.ts) and on label texts written for the tests (fixtures/labels).
 * The figures are printed on one line each and held to thresholds.
 */
import { analyzeIngredients, loadKnowledgeBase } from '../src';
import { buildCorpus, CORPUS_LANGUAGES } from './fixtures/corpus';
import { LABELS } from './fixtures/labels/labels';
import { LABELS_2 } from './fixtures/labels/labels-2';

interface Case {
  lang: string;
  text: string;
  additives: string[];
  allergens: string[];
  traces: string[];
}

interface Metrics {
  precision: number;
  recall: number;
  allergenRecall: number;
  traceRecall: number;
  labels: number;
  misses: string[];
}

function measure(cases: Case[]): Metrics {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let allergenExpected = 0;
  let allergenFound = 0;
  let traceExpected = 0;
  let traceFound = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const r = analyzeIngredients(c.text, { lang: c.lang });
    for (const a of c.additives) {
      if (r.additives.includes(a)) tp++;
      else {
        fn++;
        misses.push(`missed additive ${a} (${c.lang})`);
      }
    }
    for (const a of r.additives) {
      if (!c.additives.includes(a)) {
        fp++;
        misses.push(`extra additive ${a} (${c.lang})`);
      }
    }
    for (const a of c.allergens) {
      allergenExpected++;
      if (r.allergens.includes(a)) allergenFound++;
      else misses.push(`missed allergen ${a} (${c.lang})`);
    }
    for (const a of c.traces) {
      traceExpected++;
      if (r.traces.includes(a) || r.allergens.includes(a)) traceFound++;
      else misses.push(`missed trace ${a} (${c.lang})`);
    }
  }
  return {
    precision: tp / (tp + fp),
    recall: tp / (tp + fn),
    allergenRecall: allergenFound / allergenExpected,
    traceRecall: traceFound / traceExpected,
    labels: cases.length,
    misses,
  };
}

const line = (name: string, m: Metrics) =>
  `${name}: additive precision ${m.precision.toFixed(3)}, additive recall ${m.recall.toFixed(3)}, allergen recall ${m.allergenRecall.toFixed(3)}, trace recall ${m.traceRecall.toFixed(3)} over ${m.labels} labels`;

describe('detection metrics', () => {
  const kb = loadKnowledgeBase();

  it('on 440 labels generated from the taxonomies in 11 languages', () => {
    const corpus = buildCorpus(kb, 440);
    expect(new Set(corpus.map((c) => c.lang))).toEqual(new Set(CORPUS_LANGUAGES));
    const m = measure(corpus);
    console.log(line('DETECTION (taxonomy-generated labels)', m));
    if (m.misses.length > 0) console.log(`misses: ${m.misses.slice(0, 20).join('; ')}`);
    expect(m.precision).toBeGreaterThanOrEqual(0.97);
    expect(m.recall).toBeGreaterThanOrEqual(0.95);
    expect(m.allergenRecall).toBeGreaterThanOrEqual(0.97);
    expect(m.traceRecall).toBeGreaterThanOrEqual(0.97);
  });

  it('on a second set of label texts, written after the engine (OCR damage, capitals, multilingual packs)', () => {
    const m = measure(LABELS_2);
    console.log(line('DETECTION (second hand-written set)', m));
    if (m.misses.length > 0) console.log(`misses: ${m.misses.join('; ')}`);
    expect(m.precision).toBeGreaterThanOrEqual(0.9);
    expect(m.recall).toBeGreaterThanOrEqual(0.9);
    expect(m.allergenRecall).toBeGreaterThanOrEqual(0.95);
    expect(m.traceRecall).toBeGreaterThanOrEqual(0.95);
  });

  it('on label texts written for the tests', () => {
    const m = measure(LABELS);
    console.log(line('DETECTION (hand-written labels)', m));
    if (m.misses.length > 0) console.log(`misses: ${m.misses.join('; ')}`);
    expect(m.precision).toBeGreaterThanOrEqual(0.95);
    expect(m.recall).toBeGreaterThanOrEqual(0.95);
    expect(m.allergenRecall).toBeGreaterThanOrEqual(0.95);
    expect(m.traceRecall).toBeGreaterThanOrEqual(0.95);
  });
});
