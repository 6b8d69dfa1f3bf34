import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { analyzeIngredients } from '@labellens/ingredient-analysis';
import { additiveKey } from '../engine/metrics';
import {
  characterError,
  compareSets,
  meanOf,
  medianOf,
  percentile,
  pooled,
  readingSummary,
  scoreReading,
  type ReadingScore,
  type SetScore,
} from '../photos/metrics';
import { startScanPipeline, type Pipeline } from '../scan-pipeline';
import type { EvalSection } from '../section';
import {
  DEGRADATION_KINDS,
  generatedCorpus,
  kindsOf,
  type DegradationKind,
  type GeneratedPhoto,
} from './corpus';
import { truthOf } from './packs';
import { renderPhoto } from './render';

type Extracted = Awaited<ReturnType<Pipeline['extractIngredients']>>['result'];

export interface GeneratedResult extends ReadingScore {
  photo: GeneratedPhoto;
  /** Additives (E-numbers, also those named: "soya lecithin" → E322) of the read vs the true list. */
  additives: SetScore;
  /** Extraction time only (the image is generated before the clock starts). */
  ms: number;
  read: string;
  /** The product name as read vs as printed (see nameVerdict). */
  name: NameVerdict;
  nameRead: string | null;
}

type NameVerdict = 'right' | 'none' | 'wrong';

/**
 * A product name read is right within a character error of 0.2 of the printed name or of one of
 * its languages (`Milchschokolade · Chocolat au lait`); none is no harm, a wrong one is shown to
 * the person as the product's name.
 */
function nameVerdict(read: string | null, printed: string): NameVerdict {
  if (!read) return 'none';
  const forms = [printed, ...printed.split(/\s+[·/]\s+/)];
  return forms.some((form) => characterError(read, form) <= 0.2) ? 'right' : 'wrong';
}

const fmt = (v: number | null, digits = 2) =>
  v === null || Number.isNaN(v) ? '—' : v.toFixed(digits);
const pct = (v: number) => (Number.isNaN(v) ? '—' : `${(v * 100).toFixed(1)}%`);

function analysisOf(list: string, statements: string[], lang: string) {
  return analyzeIngredients([list, ...statements].filter(Boolean).join('. '), { lang });
}

/** Scores one extraction against the photo's pack: what was read vs what is printed first. */
export function scoreExtraction(
  photo: GeneratedPhoto,
  out: Extracted,
  ms: number,
): GeneratedResult {
  const truth = truthOf(photo.content);
  const trueList = truth.ingredients.join(', ');
  const read = out.ingredients.join(', ');
  const expected = analysisOf(trueList, truth.statements, truth.lang);
  const found = analysisOf(read, out.containsStatements, truth.lang);
  const keys = (codes: string[]) => [...new Set(codes.map(additiveKey))];
  return {
    photo,
    ...scoreReading(out.ingredients, { text: trueList, items: truth.ingredients }, found, expected),
    additives: compareSets(keys(found.additives), keys(expected.additives)),
    ms,
    read,
    name: nameVerdict(out.productName, photo.content.productName),
    nameRead: out.productName,
  };
}

export async function measureGenerated(photos: GeneratedPhoto[]): Promise<GeneratedResult[]> {
  const { pipeline, engine, config } = await startScanPipeline(2);
  const dump = process.env.EVAL_GENERATED_DUMP;
  if (dump) mkdirSync(dump, { recursive: true });
  const results: GeneratedResult[] = [];
  try {
    for (const photo of photos) {
      const image = await renderPhoto(photo);
      if (dump) writeFileSync(path.join(dump, `${photo.id}.jpg`), image);
      const started = performance.now();
      const out = (await pipeline.extractLabelImage(image, { engine, config })) as Extracted;
      results.push(scoreExtraction(photo, out, performance.now() - started));
    }
  } finally {
    await engine.close();
  }
  return results;
}

const recallOf = (scores: SetScore[]) => pooled(scores).recall;

const SHORT: Record<DegradationKind, string> = {
  curve: 'cur',
  fold: 'fld',
  background: 'bg',
  rotation: 'rot',
  perspective: 'psp',
  shadow: 'shd',
  glare: 'glr',
  blur: 'blr',
  noise: 'noi',
  jpeg: 'jpg',
};

function groupLine(label: string, rs: GeneratedResult[]): string {
  const cers = rs.map((r) => r.cer);
  return (
    `${label.padEnd(14)} ${String(rs.length).padStart(3)}  ${pct(medianOf(cers)).padStart(6)}  ` +
    `${pct(Math.max(...cers)).padStart(6)}  ${fmt(meanOf(rs.map((r) => r.recall))).padStart(6)}  ` +
    `${fmt(recallOf(rs.map((r) => r.allergens))).padStart(9)}  ${fmt(recallOf(rs.map((r) => r.traces))).padStart(6)}  ` +
    fmt(recallOf(rs.map((r) => r.additives))).padStart(8)
  );
}

export function printGeneratedResults(results: GeneratedResult[], verbose: boolean): void {
  const out = (s: string) => process.stdout.write(`${s}\n`);
  const triple = (s: SetScore) => `${s.truePositives}/${s.falsePositives}/${s.falseNegatives}`;
  out('photo                          CER     recall  allerg.  traces  E-num.  ms    degradations');
  for (const r of results) {
    out(
      `${r.photo.id.padEnd(29)} ${pct(r.cer).padStart(6)}  ${fmt(r.recall).padStart(6)}  ` +
        `${triple(r.allergens).padEnd(7)}  ${triple(r.traces).padEnd(6)}  ${triple(r.additives).padEnd(6)}  ` +
        `${String(Math.round(r.ms)).padEnd(5)} ${kindsOf(r.photo)
          .filter((k) => k !== 'jpeg')
          .map((k) => SHORT[k])
          .join(' ')}`,
    );
    if (verbose) {
      out(`    read: ${r.read.slice(0, 300)}`);
      out(
        `    name: ${r.nameRead ?? '(none)'} (${r.name}; printed ${r.photo.content.productName})`,
      );
    }
  }
  out('(allergens, traces, E-numbers: true positives/false positives/missed)');
  const header = 'group            n  medCER  maxCER  recall  allergens  traces  E-numbers';
  out('');
  out(`per degradation (photos having it, alongside others)\n${header}`);
  for (const kind of DEGRADATION_KINDS) {
    const rs = results.filter((r) => r.photo.degradations[kind] !== undefined);
    if (rs.length > 0) out(groupLine(kind, rs));
  }
  out('');
  out(`per layout and list language\n${header}`);
  for (const layout of ['label', 'multilingual', 'bullets', 'two-column']) {
    const rs = results.filter((r) => r.photo.content.layout === layout);
    if (rs.length > 0) out(groupLine(layout, rs));
  }
  for (const lang of [...new Set(results.map((r) => truthOf(r.photo.content).lang))]) {
    out(
      groupLine(
        `lang ${lang}`,
        results.filter((r) => truthOf(r.photo.content).lang === lang),
      ),
    );
  }
  out('');
  const cers = results.map((r) => r.cer);
  const ms = results.map((r) => r.ms);
  const additives = pooled(results.map((r) => r.additives));
  const summary = readingSummary(results, fmt);
  out(
    `generated photos: ${results.length}  median CER ${pct(medianOf(cers))}  worst CER ${pct(Math.max(...cers))}  ` +
      `E-numbers end to end recall ${fmt(additives.recall)} (precision ${fmt(additives.precision)})  ` +
      `time p50 ${Math.round(medianOf(ms))} ms  p95 ${Math.round(percentile(ms, 95))} ms`,
  );
  out(`${summary.recall}  ${summary.statements}`);
  const names = (verdict: NameVerdict) => results.filter((r) => r.name === verdict).length;
  out(
    `product names: right ${names('right')}  none ${names('none')}  wrong ${names('wrong')} (a wrong one is shown as the name)`,
  );
  out('targets (issue 19): median CER ≤ 2%, worst ≤ 10%, E-numbers end to end ≥ 0.95');
}

export const generatedSection: EvalSection = {
  name: 'generated',
  description:
    'generated phone photos (60 seeded renders of 25 packs in 6 languages: curve, fold, perspective, glare, shadow, blur, noise, busy background, JPEG): CER, recall, allergens, traces, E-numbers',
  async run() {
    const count = Number(process.env.EVAL_GENERATED_COUNT ?? 60);
    const only = process.env.EVAL_GENERATED?.split(',');
    const photos = generatedCorpus(count).filter(
      (p) => !only || only.some((o) => p.id.includes(o)),
    );
    const results = await measureGenerated(photos);
    printGeneratedResults(results, process.env.EVAL_VERBOSE === '1');
    return true;
  },
};
