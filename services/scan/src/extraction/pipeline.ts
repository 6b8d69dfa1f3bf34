import { readFile } from 'node:fs/promises';
import {
  analyzeIngredients,
  loadKnowledgeBase,
  parseIngredientList,
} from '@labellens/ingredient-analysis';
import { loadConfig } from '@labellens/server-config';
import { scanConfigSchema, type OcrConfig } from '../config/scan.config';
import { TESSERACT_CODES, type OcrBox, type OcrEngine, type OcrPage } from '../ocr/ocr-engine';
import { DESKEW_MIN_DEGREES, deskewImage } from '../ocr/deskew';
import { flattenBackground } from '../ocr/flatten-background';
import { createOcrEngine, readableImageTypes } from '../ocr/ocr-engine.factory';
import { preparePhoto, readBlocks, type PreparedPhoto } from '../ocr/photo-reader';
import { inspectImage, type ImageInfo } from './image-inspection';
import {
  findIngredientSection,
  guessProductName,
  uncertainWords,
  type IngredientSection,
} from './ingredient-section';
import { languageVotes } from './language-evidence';
import {
  enlargeForNutrition,
  readingScore,
  readNutrition,
  type NutritionDataDto,
} from './nutrition-section';

/**
 * The extraction pipeline shared by the `ocr` job of the scan worker and the `labellens extract`
 * command: OCR, then the ingredient list (or nutrition table) found among the other text of the pack.
 */

/** Spec 01 §3 "Extract-ingredients response". */
export interface ExtractIngredientsResponseDto {
  ingredients: string[];
  productName: string | null;
  /** Allergen statements as printed (`Contains: milk, soya`, `May contain nuts`). */
  containsStatements: string[];
  /** Declared allergens (from the ingredients and the `contains` statements), English names. */
  allergens: string[];
  /** Words of the list read with low confidence, as printed in `ingredients`: to be checked. */
  uncertainWords: string[];
  /**
   * Why no list was found, when none was: `no-text` (nothing legible), `blurry` (hold steady),
   * `too-small` (move closer), `glare` (tilt away from the light), `no-list` (text, but no
   * ingredient list in it).
   */
  hint: ReadingHint | null;
}

export type ReadingHint = 'no-text' | 'blurry' | 'too-small' | 'glare' | 'no-list';

export type ExtractionMode = 'ingredients' | 'nutrition';

export interface ExtractionMeta {
  engine: string;
  /** Languages of each OCR pass (`eng`, then `pol` for a Polish list). */
  passes: string[];
  labelLanguage: string | null;
}

/** Whether the first line read starts well below the top: an unread title may sit there. */
function roomAboveText(page: OcrPage): boolean {
  if (page.lines.length === 0) return false;
  const top = Math.min(...page.lines.map((l) => l.box.y));
  return top > 3 * Math.max(...page.lines.map((l) => l.height));
}

function pageText(page: OcrPage): string {
  return page.lines.map((l) => l.text).join('\n');
}

/** Declared allergens the analysis finds in the extracted list and statements, by English name. */
function declaredAllergens(section: IngredientSection): string[] {
  if (section.items.length === 0 && section.statements.length === 0) return [];
  const text = [section.items.join(', '), ...section.statements].join('. ');
  const result = analyzeIngredients(text, { lang: section.lang, displayLanguage: 'en' });
  return result.allergenFindings.filter((f) => f.presence === 'contains').map((f) => f.name);
}

/** How many top-level items the knowledge base recognises: compares two readings of one list. */
function recognisedItems(section: IngredientSection | null): number {
  if (!section || section.items.length === 0) return -1;
  return analyzeIngredients(section.items.join(', '), { lang: section.lang }).ingredients.filter(
    (i) => i.depth === 0 && i.matchedId !== null,
  ).length;
}

/** Tesseract code of a label language, when this engine can read it. */
function readableCode(engine: OcrEngine, langs: (string | undefined)[]): string | undefined {
  return langs
    .map((l) => (l ? TESSERACT_CODES[l] : undefined))
    .find((code) => code !== undefined && engine.languages.includes(code));
}

function resultOf(
  page: OcrPage,
  section: IngredientSection | null,
  productName: string | null,
  hint: ReadingHint | null = section ? null : 'no-list',
): ExtractIngredientsResponseDto {
  return {
    ingredients: section?.items ?? [],
    productName,
    containsStatements: section?.statements ?? [],
    allergens: section ? declaredAllergens(section) : [],
    uncertainWords: section ? uncertainWords(page, section) : [],
    hint: section && section.items.length > 0 ? null : hint,
  };
}

/** Lines of a page by block number, in reading order. */
function linesByBlock(page: OcrPage): Map<number, OcrPage['lines']> {
  const blocks = new Map<number, OcrPage['lines']>();
  for (const line of page.lines) blocks.set(line.block, [...(blocks.get(line.block) ?? []), line]);
  return blocks;
}

/**
 * The languages to read a paragraph again in, as tesseract codes: what its words point to (a
 * paragraph holding the German, French and Italian lists together gets all three, and tesseract
 * chooses per word), else what its header says (the header alone is the fallback, never the
 * deciding vote).
 */
function blockLanguages(engine: OcrEngine, page: OcrPage): string[] {
  const text = pageText(page);
  const votes = languageVotes(text);
  const lead = votes[0]?.[1] ?? 0;
  const byWords = votes
    .filter(([, n]) => n >= 1.5 && n >= 0.5 * lead)
    .slice(0, 3)
    .map(([lang]) => readableCode(engine, [lang]))
    .filter((code): code is string => code !== undefined);
  if (byWords.length > 0) return byWords;
  const section = findIngredientSection(page);
  const code = readableCode(engine, [section?.lang, ...(section?.langCandidates ?? [])]);
  return code ? [code] : [];
}

/**
 * The first reading only finds the list and its language: smaller print reads faster and is
 * enough for that. The list's paragraphs are read again at full size in their own language.
 */
const SURVEY_LINE_HEIGHT = 30;

/**
 * A photo through the text detector. Every detected paragraph is read in the primary language;
 * paragraphs that look like lists (a header, or several commas) are read again in the language
 * their words point to, and that reading replaces the first where the knowledge base recognises at
 * least as many ingredients. The list is then found in the page so rebuilt, in reading order:
 * a German list printed first is not lost to a French one because one pass misread its header.
 */
async function extractFromPhoto(
  engine: OcrEngine,
  photo: PreparedPhoto,
): Promise<{ result: ExtractIngredientsResponseDto; meta: ExtractionMeta }> {
  const primary = engine.languages[0];
  const passes: string[] = [];
  const first = await readBlocks(engine, photo, [primary], undefined, SURVEY_LINE_HEIGHT);
  passes.push(
    `${primary} (${photo.blocks.length} detected blocks${photo.quarterTurns ? ', turned' : ''})`,
  );
  if (!first) {
    return {
      result: resultOf(emptyPage(engine), null, null, 'no-text'),
      meta: { engine: engine.name, passes, labelLanguage: null },
    };
  }
  const blocks = linesByBlock(first);
  const rereads = new Map<number, string[]>();
  for (const [block, lines] of blocks) {
    const text = lines.map((l) => l.text).join('\n');
    const listLike =
      (text.match(/,/g)?.length ?? 0) >= 2 || findIngredientSection({ ...first, lines }) !== null;
    if (!listLike) continue;
    const codes = engine.languageAware ? blockLanguages(engine, { ...first, lines }) : [];
    // Read again at full size, in the paragraph's own languages (or the primary one).
    rereads.set(block, codes.length > 0 ? codes : [primary]);
  }
  const again = await Promise.all(
    [...rereads].map(async ([block, codes]) => ({
      block,
      page: await readBlocks(engine, photo, codes, [block]),
    })),
  );
  if (again.length > 0)
    passes.push(
      `${[...new Set([...rereads.values()].map((c) => c.join('+')))].join(', ')} (${again.length} blocks)`,
    );
  for (const { block, page } of again) {
    if (!page) continue;
    const before = findIngredientSection({ ...first, lines: blocks.get(block) ?? [] });
    const after = findIngredientSection(page);
    const recognisedAfter = recognisedItems(after);
    if (recognisedAfter >= 0 && recognisedAfter >= recognisedItems(before))
      blocks.set(block, page.lines);
  }
  const page: OcrPage = {
    ...first,
    lines: [...blocks.keys()].sort((a, b) => a - b).flatMap((b) => blocks.get(b) ?? []),
  };
  const found = findIngredientSection(page);
  const section = found ? { ...found, lang: found.lang ?? guessLanguage(page) } : null;
  const productName = await readProductName(engine, photo, page, section, primary);
  return {
    result: resultOf(page, section, productName, readingHint(photo, page)),
    meta: { engine: engine.name, passes, labelLanguage: section?.lang ?? null },
  };
}

/** Print this small (line height in the working image) is beyond what OCR reads reliably. */
const SMALL_PRINT_PX = 14;

/** Why a photo gave no list: what the person can change on the next photo. */
function readingHint(photo: PreparedPhoto, page: OcrPage): ReadingHint {
  if (photo.blocks.length === 0) return 'no-text';
  const text = textArea(photo);
  if (sharpness(photo.grey, text) < BLURRY_BELOW) return 'blurry';
  const legible = page.lines.filter((l) => l.confidence >= 50 && /\p{L}{3}/u.test(l.text));
  if (legible.length === 0) return 'too-small';
  const typical = legible.map((l) => l.box.h).sort((a, b) => a - b)[legible.length >> 1];
  if (typical < SMALL_PRINT_PX) return 'too-small';
  if (blownOut(photo.grey, text) > GLARE_ABOVE) return 'glare';
  return 'no-list';
}

/**
 * Mean |Laplacian| over the text below this is out of focus or shaken. Measured: real phone
 * photos 8.7–37; rendered labels 6–23 sharp, 2–6 at 1.1 px blur, ≤ 2 at 2.2 px (tesseract's limit).
 */
const BLURRY_BELOW = 3;
/** Share of the text area burnt to white by a reflection, beyond what white paper shows. */
const GLARE_ABOVE = 0.15;

/** The region the detected paragraphs cover, in grey-image pixels. */
function textArea(photo: PreparedPhoto): OcrBox {
  const s = photo.detectScale;
  const x = Math.min(...photo.blocks.map((b) => b.box.x)) / s;
  const y = Math.min(...photo.blocks.map((b) => b.box.y)) / s;
  const right = Math.max(...photo.blocks.map((b) => b.box.x + b.box.w)) / s;
  const bottom = Math.max(...photo.blocks.map((b) => b.box.y + b.box.h)) / s;
  return { x: Math.floor(x), y: Math.floor(y), w: Math.ceil(right - x), h: Math.ceil(bottom - y) };
}

/** Mean absolute Laplacian inside `area`: print in focus has sharp edges, a blurred one has none. */
function sharpness(grey: PreparedPhoto['grey'], area: OcrBox): number {
  const { data, width, height } = grey;
  let sum = 0;
  let n = 0;
  for (let y = Math.max(1, area.y); y < Math.min(height - 1, area.y + area.h); y += 2) {
    for (let x = Math.max(1, area.x); x < Math.min(width - 1, area.x + area.w); x += 2) {
      const i = y * width + x;
      sum += Math.abs(4 * data[i] - data[i - 1] - data[i + 1] - data[i - width] - data[i + width]);
      n++;
    }
  }
  return n === 0 ? 0 : sum / n;
}

/**
 * Share of the text area burnt to pure white by a reflection. Where the ground itself is pure
 * white (a scan, a rendered label: the median is white) nothing counts as glare.
 */
function blownOut(grey: PreparedPhoto['grey'], area: OcrBox): number {
  const { data, width } = grey;
  const levels: number[] = [];
  for (let y = area.y; y < area.y + area.h; y += 3) {
    for (let x = area.x; x < area.x + area.w; x += 3) levels.push(data[y * width + x]);
  }
  if (levels.length === 0) return 0;
  const sorted = [...levels].sort((a, b) => a - b);
  if (sorted[sorted.length >> 1] >= 250) return 0;
  return levels.filter((v) => v >= 254).length / levels.length;
}

/**
 * The product name from the largest type above the list; its paragraph is read again in the
 * list's language when that differs from the first pass (`maślane`, not `maslane`).
 */
async function readProductName(
  engine: OcrEngine,
  photo: PreparedPhoto,
  page: OcrPage,
  section: IngredientSection | null,
  primary: string,
): Promise<string | null> {
  const name = guessProductName(page, section);
  const code = engine.languageAware ? readableCode(engine, [section?.lang]) : undefined;
  if (!name || !code || code === primary) return name;
  // The name begins with its first line's text, trimmed as guessProductName trims it.
  const titleLine = page.lines.find((l) => {
    const text = l.text.replace(/^[^\p{L}\d]+|[^\p{L}\d)!%]+$/gu, '').trim();
    return text.length > 0 && name.startsWith(text);
  });
  if (!titleLine) return name;
  const again = await readBlocks(engine, photo, [code], [titleLine.block]);
  return (
    (again &&
      guessProductName(
        {
          ...page,
          lines: [...again.lines, ...page.lines.filter((l) => l.block !== titleLine.block)].sort(
            (a, b) => a.block - b.block,
          ),
        },
        null,
      )) ??
    name
  );
}

function guessLanguage(page: OcrPage): string | undefined {
  const parsed = parseIngredientList(pageText(page), loadKnowledgeBase());
  return parsed.languageSource === 'default' ? undefined : parsed.language;
}

function emptyPage(engine: OcrEngine): OcrPage {
  return { width: 0, height: 0, lines: [], engine: engine.name, langs: '' };
}

export async function extractIngredients(
  engine: OcrEngine,
  image: Buffer,
  info: Pick<ImageInfo, 'width' | 'height'>,
): Promise<{ result: ExtractIngredientsResponseDto; meta: ExtractionMeta }> {
  if (engine.detector)
    return extractFromPhoto(engine, await preparePhoto(engine.detector, image, engine));
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
): Promise<{ result: NutritionDataDto; meta: ExtractionMeta }> {
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
    result: (better ? flattened : plain).data,
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
): Promise<ExtractIngredientsResponseDto | NutritionDataDto> {
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
): Promise<ExtractIngredientsResponseDto | NutritionDataDto> {
  const image = await readFile(file);
  return extractLabelImage(image, {
    mode: options.nutrition ? 'nutrition' : 'ingredients',
    config: ocrConfigFromEnv(options.env ?? process.env),
  });
}
