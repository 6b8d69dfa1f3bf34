import type { NutritionValues } from '@labellens/ingredient-analysis';
import {
  emptyTally,
  FIELDS,
  isRight,
  READ_FROM,
  type FieldTally,
  type ScoredField,
} from './metrics';
import { startScanPipeline } from '../scan-pipeline';

type Inspection = typeof import('@labellens/scan-service/src/extraction/image-inspection');
type Renderer = typeof import('@labellens/scan-service/test/support/nutrition-renderer');

export interface RenderedResult {
  eu: Record<ScoredField, FieldTally>;
  us: Record<ScoredField, FieldTally>;
  usServingSize: { right: number; scored: number };
  misses: string[];
}

function score(
  read: NutritionValues,
  want: Record<string, number>,
  tally: Record<ScoredField, FieldTally>,
  label: string,
  misses: string[],
): void {
  for (const f of FIELDS) {
    const key = READ_FROM[f];
    const got = read[key];
    const t = tally[f];
    t.scored += 1;
    if (isRight(got, want[key])) t.right += 1;
    else {
      if (got !== null) t.wrong += 1;
      misses.push(`${label} ${f} ${got ?? '∅'}≠${want[key]}`);
    }
  }
}

/**
 * Rendered EU tables (per 100 g) and US panels (per serving) read by local tesseract through the
 * scan service's own nutrition path (`extractNutrition`), scored field by field.
 */
export async function measureRendered(count: number): Promise<RenderedResult> {
  /* eslint-disable @typescript-eslint/no-require-imports, @nx/enforce-module-boundaries */
  const inspect = require('@labellens/scan-service/src/extraction/image-inspection') as Inspection;
  const render = require('@labellens/scan-service/test/support/nutrition-renderer') as Renderer;
  /* eslint-enable @typescript-eslint/no-require-imports, @nx/enforce-module-boundaries */
  const { pipeline, engine } = await startScanPipeline(1, {
    ...process.env,
    OCR_PROVIDER: 'tesseract',
  });
  const out: RenderedResult = {
    eu: emptyTally(),
    us: emptyTally(),
    usServingSize: { right: 0, scored: 0 },
    misses: [],
  };
  try {
    for (let n = 0; n < count; n++) {
      const facts = render.nutritionFactsFor(1000 + n);
      const style = render.tableStyleFor(n);
      const lang = render.EU_LABEL_LANGS[n % render.EU_LABEL_LANGS.length];
      const eu = await render.renderEuTable(facts, lang, style);
      const euRead = await readImage(eu);
      score(euRead.per100, facts.per100, out.eu, `eu#${n}(${lang})`, out.misses);

      const us = await render.renderUsLabel(facts, style);
      const usRead = await readImage(us);
      // The US panel prints sodium in mg; salt is scored as the reader derives it (× 2.5).
      const want = {
        ...facts.perServing,
        salt: (Math.round((facts.perServing.salt / 2.5) * 1000) * 2.5) / 1000,
      };
      score(usRead.perServing, want, out.us, `us#${n}`, out.misses);
      out.usServingSize.scored += 1;
      if (usRead.servingSize?.replace(/\s/g, '') === `${facts.servingGrams}g`)
        out.usServingSize.right += 1;
      else
        out.misses.push(`us#${n} servingSize ${usRead.servingSize ?? '∅'}≠${facts.servingGrams}g`);
    }
  } finally {
    await engine.close();
  }
  return out;

  async function readImage(image: Buffer) {
    const info = inspect.inspectImage(image, ['png', 'jpeg']);
    return (await pipeline.extractNutrition(engine, image, info)).result;
  }
}
