import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeIngredients } from '@labellens/ingredient-analysis';
import type { EvalSection } from '../section';
import { addSets, additiveKey, emptyCounts, scores, type Counts } from './metrics';

/** A development case; a missing field means the source states nothing about it (not scored). */
export interface EngineCase {
  id: string;
  lang: string;
  text: string;
  additives?: string[];
  allergens?: string[];
  traces?: string[];
}

const DATA_DIR = join(__dirname, '..', '..', 'data', 'engine');
const FILES = ['off-ingredients-tags.json', 'off-preparse.json', 'hand-written.json'];

export function loadCases(dir = DATA_DIR): EngineCase[] {
  const out: EngineCase[] = [];
  for (const f of FILES) {
    const p = join(dir, f);
    if (!existsSync(p)) continue;
    out.push(...(JSON.parse(readFileSync(p, 'utf8')) as { cases: EngineCase[] }).cases);
  }
  return out;
}

export interface EngineReport {
  additives: Counts;
  allergens: Counts;
  traces: Counts;
  byLang: Map<
    string,
    { cases: number; ingredients: number; recognised: number; additives: Counts }
  >;
  misses: string[];
}

export function evaluate(cases: EngineCase[]): EngineReport {
  const report: EngineReport = {
    additives: emptyCounts(),
    allergens: emptyCounts(),
    traces: emptyCounts(),
    byLang: new Map(),
    misses: [],
  };
  for (const c of cases) {
    const r = analyzeIngredients(c.text, { lang: c.lang, displayLanguage: c.lang });
    let l = report.byLang.get(c.lang);
    if (!l) {
      l = { cases: 0, ingredients: 0, recognised: 0, additives: emptyCounts() };
      report.byLang.set(c.lang, l);
    }
    l.cases++;
    l.ingredients += r.ingredients.length;
    l.recognised += r.ingredients.filter((i) => i.matchedId !== null).length;
    const diff = (what: string, expected: string[], found: string[]): void => {
      const e = [...new Set(expected)].sort().join(',');
      const f = [...new Set(found)].sort().join(',');
      if (e !== f) report.misses.push(`${c.id} ${what}: expected [${e}] got [${f}]`);
    };
    if (c.additives) {
      const exp = c.additives.map(additiveKey);
      const got = r.additives.map(additiveKey);
      addSets(report.additives, exp, got);
      addSets(l.additives, exp, got);
      diff('additives', exp, got);
    }
    if (c.allergens) {
      addSets(report.allergens, c.allergens, r.allergens);
      diff('allergens', c.allergens, r.allergens);
    }
    if (c.traces) {
      addSets(report.traces, c.traces, r.traces);
      diff('traces', c.traces, r.traces);
    }
  }
  return report;
}

const f2 = (x: number): string => x.toFixed(3);

function line(name: string, c: Counts): string {
  const s = scores(c);
  return `${name.padEnd(10)} precision ${f2(s.precision)}  recall ${f2(s.recall)}  F1 ${f2(s.f1)}  (tp ${c.tp}, fp ${c.fp}, fn ${c.fn})`;
}

export const engineSection: EvalSection = {
  name: 'engine',
  description:
    'additives, allergens and traces on OFF parser test cases and hand-written cases (tools/eval/data/engine)',
  run: () => {
    const cases = loadCases();
    if (cases.length === 0) return Promise.resolve(false);
    const r = evaluate(cases);
    const out: string[] = [`${cases.length} cases`];
    out.push(
      line('additives', r.additives),
      line('allergens', r.allergens),
      line('traces', r.traces),
    );
    out.push('coverage (recognised ingredients / ingredients) and additive F1 per language:');
    for (const [lang, l] of [...r.byLang].sort(([a], [b]) => a.localeCompare(b))) {
      const cov = l.ingredients === 0 ? 1 : l.recognised / l.ingredients;
      out.push(
        `  ${lang}  ${String(l.cases).padStart(3)} cases  coverage ${f2(cov)} (${l.recognised}/${l.ingredients})  additive F1 ${f2(scores(l.additives).f1)}`,
      );
    }
    if (process.env.EVAL_VERBOSE) out.push('differences:', ...r.misses.map((m) => `  ${m}`));
    else out.push(`${r.misses.length} cases differ (EVAL_VERBOSE=1 lists them)`);
    process.stdout.write(`${out.join('\n')}\n`);
    return Promise.resolve(true);
  },
};
