import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readNutritionTable } from '@labellens/ingredient-analysis';
import type { EvalSection } from '../section';
import { devEvalSection } from '../photos/dev-eval-path';
import {
  FIELDS,
  emptyTally,
  overall,
  scoreTable,
  type FieldTally,
  type ScoredField,
} from './metrics';

interface FoodLabelRow {
  id: string;
  split: string;
  expected_per_100: Record<string, unknown>;
  /** Parsed JSON, not validated: a row without it is read as empty text. */
  ocr_textract_full_size?: string;
}

const pct = (t: FieldTally) => (t.scored === 0 ? '—' : (t.right / t.scored).toFixed(3));

export function printTally(title: string, tally: Record<ScoredField, FieldTally>): void {
  const out = (s: string) => process.stdout.write(`${s}\n`);
  out(title);
  out('field         right/scored  accuracy  wrong-value');
  for (const f of FIELDS) {
    const t = tally[f];
    out(
      `${f.padEnd(13)} ${`${t.right}/${t.scored}`.padStart(12)}  ${pct(t).padStart(8)}  ${String(t.wrong).padStart(11)}`,
    );
  }
  const all = overall(tally);
  out(
    `${'overall'.padEnd(13)} ${`${all.right}/${all.scored}`.padStart(12)}  ${pct(all).padStart(8)}  ${String(all.wrong).padStart(11)}`,
  );
}

/** OCR lines of the nutrition table: from the first line naming energy to 40 lines on. */
function relevantLines(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /energ|brennwert|kcal|kj\b|nutrition|n[äa]hrwert/i.test(l));
  return start < 0 ? [] : lines.slice(Math.max(0, start - 2), start + 40);
}

/** Dev FoodLabel rows (Textract text of the full photo) through the nutrition reader. */
export function measureFoodLabel(file: string, verbose: boolean): Record<ScoredField, FieldTally> {
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as FoodLabelRow);
  const tally = emptyTally();
  for (const row of rows) {
    const table = readNutritionTable(row.ocr_textract_full_size ?? '');
    const misses = scoreTable(table, row.expected_per_100, tally);
    if (verbose && misses.length > 0) {
      process.stdout.write(
        `  ${row.id}: ${misses.map((m) => `${m.field} ${m.read ?? '∅'}≠${m.expected}`).join(', ')}\n`,
      );
      if (process.env.EVAL_NUTRITION_VERBOSE === '1')
        for (const line of relevantLines(row.ocr_textract_full_size ?? ''))
          process.stdout.write(`      | ${line}\n`);
    }
  }
  return tally;
}

export const nutritionSection: EvalSection = devEvalSection(
  'nutrition',
  'nutrition reader: per-field accuracy per 100 g (right within 2 % or 0.05; empty annotations not scored)',
  async (dir) => {
    const verbose = process.env.EVAL_VERBOSE === '1' || process.env.EVAL_NUTRITION_VERBOSE === '1';
    const tally = measureFoodLabel(path.join(dir, 'foodlabel_trainval.jsonl'), verbose);
    printTally('dev FoodLabel (500 labels, Textract text of the full image):', tally);
    const count = Number(process.env.EVAL_NUTRITION_RENDERED ?? 12);
    if (count > 0) {
      // Loaded only here: it starts an OCR engine.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { measureRendered } = require('./rendered') as typeof import('./rendered');
      const r = await measureRendered(count);
      printTally(`rendered EU tables through tesseract (${count}, per 100 g, en/de/fr/it):`, r.eu);
      printTally(`rendered US Nutrition Facts through tesseract (${count}, per serving):`, r.us);
      process.stdout.write(
        `US serving size right ${r.usServingSize.right}/${r.usServingSize.scored}\n`,
      );
      if (verbose) for (const m of r.misses) process.stdout.write(`  ${m}\n`);
    }
  },
);
