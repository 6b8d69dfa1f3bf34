import { readFile } from 'node:fs/promises';
import { loadKnowledgeBase, parseIngredientList } from '@labellens/ingredient-analysis';
import type { ExtractedNutrition, ExtractIngredientsResponse } from '@labellens/contracts';
import { loadConfig } from '@labellens/server-config';
import { scanConfigSchema, type OcrConfig } from '../config/scan.config';
import { TESSERACT_CODES, type OcrEngine, type OcrPage } from '../ocr/ocr-engine';
import { DESKEW_MIN_DEGREES, deskewImage } from '../ocr/deskew';
import { flattenBackground } from '../ocr/flatten-background';
import { createOcrEngine, readableImageTypes } from '../ocr/ocr-engine.factory';
import { OnnxTimeoutError } from '../ocr/onnx-thread';
import { preparePhoto } from '../ocr/photo-reader';
import { pageText, resultOf, type ExtractionMeta, type ExtractionMode } from './extraction-result';
import { inspectImage, type ImageInfo } from './image-inspection';
import { findIngredientSection, recognisedItems } from './ingredient-section';
import {
  enlargeForNutrition,
  readingScore,
  readNutrition,
  withFieldsConfirmedBy,
} from './nutrition-section';
import { extractFromPhoto } from './photo-extraction';
import { guessProductName } from './product-name';

/**
 * The extraction pipeline shared by the `ocr` job of the scan worker and the `labellens extract`
 * command: OCR, then the ingredient list (or nutrition table) found among the other text of the pack.
 */

export type { ExtractionMeta, ExtractionMode } from './extraction-result';

/** Whether the first line read starts well below the top: an unread title may sit there. */
function roomAboveText(page: OcrPage): boolean {
  if (page.lines.length === 0) return false;
  const top = Math.min(...page.lines.map((l) => l.box.y));
  return top > 3 * Math.max(...page.lines.map((l) => l.height));
}

type Extracted = { result: ExtractIngredientsResponse; meta: ExtractionMeta };

export async function extractIngredients(
  engine: OcrEngine,
  image: Buffer,
  info: Pick<ImageInfo, 'width' | 'height'>,
): Promise<Extracted> {
  if (!engine.detector) return readWithTesseractLayout(engine, image, info);
  const photo = await preparePhoto(engine.detector, image, engine).catch((err: unknown) => {
    // A detection that did not answer in time: tesseract lays the page out itself instead.
    if (err instanceof OnnxTimeoutError) return null;
    throw err;
  });
  if (photo) return extractFromPhoto(engine, photo);
  const read = await readWithTesseractLayout(engine, image, info);
  return {
    ...read,
    meta: { ...read.meta, passes: ['text detection timed out', ...read.meta.passes] },
  };
}

/** The page as tesseract segments it, read again straightened or in the list's language. */
async function readWithTesseractLayout(
  engine: OcrEngine,
  image: Buffer,
  info: Pick<ImageInfo, 'width' | 'height'>,
): Promise<Extracted> {
  let current = { image, width: info.width, height: info.height };
  const size = () => ({ width: current.width, height: current.height });
  const primary = engine.languages[0];
  let page = await engine.recognize(current.image, { ...size(), langs: [primary] });
  const pages = [page];
  const passes = [page.langs];
  let section = findIngredientSection(page);
  let lang = section?.lang;
  if (!lang) {
    const parsed = parseIngredientList(pageText(page), loadKnowledgeBase());
    if (parsed.languageSource !== 'default') lang = parsed.language;
  }
  const adopt = (next: OcrPage, label: string) => {
    pages.push(next);
    passes.push(label);
    const again = findIngredientSection(next);
    if (again && recognisedItems(again) >= recognisedItems(section)) {
      page = next;
      section = { ...again, lang: again.lang ?? lang };
    }
  };
  // Lines tilted by more than a degree or two break apart in tesseract: straighten the photo.
  const skew = page.skew ?? 0;
  const straighten = Math.abs(skew) >= DESKEW_MIN_DEGREES && Math.abs(skew) <= 15;
  if (straighten) {
    current = await deskewImage(image, skew);
    passes.push(`deskew ${skew.toFixed(1)}°`);
  }
  // The first pass finds the layout in the primary language; a list in another installed language
  // is read again with that language's model (diacritics, its dictionary).
  const ownLanguage = (): string | undefined =>
    engine.languageAware
      ? [section?.lang ?? lang, ...(section?.langCandidates ?? [])]
          .map((l) => (l ? TESSERACT_CODES[l] : undefined))
          .find((code) => code !== undefined && engine.languages.includes(code))
      : undefined;
  let langs = [ownLanguage() ?? primary];
  let readIn = straighten ? '' : primary;
  if (langs[0] !== readIn) {
    const next = await engine.recognize(current.image, { ...size(), langs });
    adopt(next, next.langs);
    readIn = langs[0] ?? primary;
  }
  // A tilted page may only show its language once straightened.
  const own = ownLanguage();
  if (own && own !== readIn) {
    langs = [own];
    const next = await engine.recognize(current.image, { ...size(), langs });
    adopt(next, next.langs);
  }
  // Grey print beside a dark table vanishes in global binarisation: flatten the background first.
  if (page.skew !== undefined && recognisedItems(section) < 2) {
    const flat = await flattenBackground(current.image);
    const next = await engine.recognize(flat.image, {
      width: flat.width,
      height: flat.height,
      langs,
    });
    adopt(next, `${next.langs} (flattened)`);
  }
  let productName = guessProductName(page, section) ?? firstName(pages.filter((p) => p !== page));
  // Reading the page as one block can drop a large title; full layout analysis finds it.
  if (!productName && engine.tunable && roomAboveText(page)) {
    const layout = await engine.recognize(current.image, { ...size(), langs, layout: 'auto' });
    passes.push(`${layout.langs} (layout)`);
    productName = firstName([layout]);
  }
  return {
    result: resultOf(page, section, productName),
    meta: { engine: engine.name, passes, labelLanguage: section?.lang ?? lang ?? null },
  };
}

function firstName(pages: OcrPage[]): string | null {
  for (const p of pages) {
    const name = guessProductName(p, findIngredientSection(p));
    if (name) return name;
  }
  return null;
}

export async function extractNutrition(
  engine: OcrEngine,
  image: Buffer,
  info: Pick<ImageInfo, 'width' | 'height'>,
): Promise<{ result: ExtractedNutrition; meta: ExtractionMeta }> {
  const langs = [engine.languages[0]];
  const page = await engine.recognize(image, { width: info.width, height: info.height, langs });
  const plain = readNutrition(page);
  if (!engine.tunable) {
    return {
      result: plain.data,
      meta: { engine: engine.name, passes: [page.langs], labelLanguage: null },
    };
  }
  // Coloured rows (and light print on dark ones) vanish in tesseract's global binarisation:
  // the same image with its background flattened is read too, and the more coherent table kept.
  // Small print is read again enlarged (decimal commas and `g` survive at a larger type size).
  const enlarged = await enlargeForNutrition(image, page);
  const flat = await flattenBackground(enlarged?.image ?? image);
  const flatPage = await engine.recognize(flat.image, {
    width: flat.width,
    height: flat.height,
    langs,
  });
  const flattened = readNutrition(flatPage);
  const better = readingScore(flattened.data) > readingScore(plain.data);
  return {
    result: better
      ? withFieldsConfirmedBy(flattened.data, plain.data)
      : withFieldsConfirmedBy(plain.data, flattened.data),
    meta: {
      engine: engine.name,
      passes: [
        page.langs,
        `${flatPage.langs} (${enlarged ? 'enlarged, ' : ''}flattened${better ? ', kept' : ''})`,
      ],
      labelLanguage: null,
    },
  };
}

/** OCR settings from environment variables, validated like the service's (defaults: local tesseract). */
export function ocrConfigFromEnv(env: NodeJS.ProcessEnv = process.env): OcrConfig {
  const keys = [
    'OCR_PROVIDER',
    'TESSERACT_ENGINE',
    'TESSERACT_BINARY',
    'OCR_LANGS',
    'OCR_POOL_SIZE',
    'OCR_TEXT_DETECTION',
    'AWS_REGION',
    'AWS_ENDPOINT_URL_TEXTRACT',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'AWS_SESSION_TOKEN',
  ];
  return loadConfig('scan', scanConfigSchema, Object.fromEntries(keys.map((k) => [k, env[k]])));
}

/**
 * One image, start to finish, for command-line use: checks the image like the API does, starts
 * an engine, extracts, stops the engine. Throws `ImageRejectedError` for a bad image.
 */
export async function extractLabelImage(
  image: Buffer,
  options: { mode?: ExtractionMode; config?: OcrConfig; engine?: OcrEngine } = {},
): Promise<ExtractIngredientsResponse | ExtractedNutrition> {
  const config = options.config ?? ocrConfigFromEnv();
  const info = inspectImage(image, readableImageTypes(config));
  const engine = options.engine ?? (await createOcrEngine({ ...config, OCR_POOL_SIZE: 1 }));
  try {
    const run = options.mode === 'nutrition' ? extractNutrition : extractIngredients;
    return (await run(engine, image, info)).result;
  } finally {
    if (!options.engine) await engine.close();
  }
}

/** `labellens extract <file> [--nutrition]`: the same JSON as POST /api/extract-ingredients (or -nutrition). */
export async function extractLabelFile(
  file: string,
  options: { nutrition?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<ExtractIngredientsResponse | ExtractedNutrition> {
  const image = await readFile(file);
  return extractLabelImage(image, {
    mode: options.nutrition ? 'nutrition' : 'ingredients',
    config: ocrConfigFromEnv(options.env ?? process.env),
  });
}
