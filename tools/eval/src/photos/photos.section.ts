import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { analyzeIngredients } from '@labellens/ingredient-analysis';
import { startScanPipeline, type Pipeline } from '../scan-pipeline';
import type { EvalSection } from '../section';
import { devEvalSection } from './dev-eval-path';
import {
  meanOf,
  medianOf,
  percentile,
  readingSummary,
  scoreReading,
  splitItems,
  type ReadingScore,
} from './metrics';

interface PhotoTruth {
  file: string;
  lang: string;
  ingredients_text: string;
  statements_text: string;
  expected_allergens: string[];
  expected_traces: string[];
  notes: string;
}

interface PhotoResult extends ReadingScore {
  file: string;
  ms: number;
  read: string;
}

const fmt = (v: number | null, digits = 2) =>
  v === null || Number.isNaN(v) ? '—' : v.toFixed(digits);

/** `turn`: each photo is first turned by that many degrees (a pack photographed upside down). */
export async function measurePhotos(
  dir: string,
  only?: string[],
  turn = 0,
): Promise<PhotoResult[]> {
  // The eval runs the scan service's own extraction pipeline, as `labellens extract` does.
  const { pipeline, engine, config } = await startScanPipeline(2);
  const truths = readFileSync(path.join(dir, 'ground_truth.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as PhotoTruth)
    .filter((t) => !only || only.some((o) => t.file.includes(o)));
  const results: PhotoResult[] = [];
  try {
    for (const truth of truths) {
      const file = readFileSync(path.join(dir, 'images', truth.file));
      const image =
        turn === 0 ? file : await sharp(file).rotate(turn).jpeg({ quality: 92 }).toBuffer();
      const started = performance.now();
      const out = (await pipeline.extractLabelImage(image, { engine, config })) as Awaited<
        ReturnType<Pipeline['extractIngredients']>
      >['result'];
      const ms = performance.now() - started;
      const read = out.ingredients.join(', ');
      const analysis = analyzeIngredients([read, ...out.containsStatements].join('. '), {
        lang: truth.lang,
      });
      results.push({
        file: truth.file,
        ...scoreReading(
          out.ingredients,
          { text: truth.ingredients_text, items: splitItems(truth.ingredients_text) },
          analysis,
          { allergens: truth.expected_allergens, traces: truth.expected_traces },
        ),
        ms,
        read: [read, ...out.containsStatements].join(' ‖ '),
      });
    }
  } finally {
    await engine.close();
  }
  return results;
}

export function printPhotoResults(results: PhotoResult[], verbose: boolean): void {
  const out = (s: string) => process.stdout.write(`${s}\n`);
  out('photo                  CER   recall  allergens(tp/fp/fn)  traces(tp/fp/fn)  ms');
  for (const r of results) {
    const a = r.allergens;
    const t = r.traces;
    out(
      `${r.file.padEnd(22)} ${fmt(r.cer).padStart(4)}  ${fmt(r.recall).padStart(5)}   ${`${a.truePositives}/${a.falsePositives}/${a.falseNegatives}`.padEnd(19)}  ${`${t.truePositives}/${t.falsePositives}/${t.falseNegatives}`.padEnd(16)}  ${Math.round(r.ms)}`,
    );
    if (verbose) out(`    read: ${r.read.slice(0, 300)}`);
  }
  const summary = readingSummary(results, fmt);
  const ms = results.map((r) => r.ms);
  out(
    `photos: ${results.length}  median CER ${fmt(medianOf(results.map((r) => r.cer)))}  ${summary.recall}`,
  );
  out(summary.statements);
  out(
    `time per photo p50 ${Math.round(medianOf(ms))} ms  p95 ${Math.round(percentile(ms, 95))} ms`,
  );
}

export const photosSection: EvalSection = devEvalSection(
  'photos',
  'real phone photos (dev-eval/real-photos): extraction CER, ingredient recall (item similarity ≥ 0.8), allergens and traces',
  async (dir) => {
    const only = process.env.EVAL_PHOTOS?.split(',');
    const results = await measurePhotos(path.join(dir, 'real-photos'), only);
    printPhotoResults(results, process.env.EVAL_VERBOSE === '1');
    // The same photos turned by 180° and by 90°: found the right way up and read as well (issue
    // 19: a pack photographed upside down or sideways).
    const upright = new Map(results.map((r) => [r.file, r.recall]));
    for (const turn of [180, 90]) {
      const turned = await measurePhotos(path.join(dir, 'real-photos'), only, turn);
      if (process.env.EVAL_VERBOSE === '1') printPhotoResults(turned, true);
      process.stdout.write(
        `turned by ${turn}°: ${turned.length} photos  median CER ${fmt(medianOf(turned.map((r) => r.cer)))}  ` +
          `mean ingredient recall ${fmt(meanOf(turned.map((r) => r.recall)))}  ` +
          `within 0.1 of upright ${turned.filter((r) => r.recall >= (upright.get(r.file) ?? 0) - 0.1).length}\n`,
      );
    }
  },
);
