import type { ExtractIngredientsResponse } from '@labellens/contracts';
import { loadKnowledgeBase, parseIngredientList } from '@labellens/ingredient-analysis';
import { TESSERACT_CODES, type OcrEngine, type OcrPage } from '../ocr/ocr-engine';
import { readBlocks, type PreparedPhoto } from '../ocr/photo-reader';
import { pageText, resultOf, type ExtractionMeta } from './extraction-result';
import { looksLikeList } from './ingredient-list-text';
import {
  findIngredientSection,
  recognisedItems,
  type IngredientSection,
} from './ingredient-section';
import { isStatementStart } from './label-lexicon';
import { firstUse, languageVotes } from './language-evidence';
import { guessProductName } from './product-name';
import { readingHint } from './reading-hint';

/** Tesseract code of a label language, when this engine can read it. */
function readableCode(engine: OcrEngine, langs: (string | undefined)[]): string | undefined {
  return langs
    .map((l) => (l ? TESSERACT_CODES[l] : undefined))
    .find((code) => code !== undefined && engine.languages.includes(code));
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
  // The language printed first leads tesseract's models: the first list is the one kept.
  const first = firstUse(text);
  const byWords = votes
    .filter(([, n]) => n >= 1.5 && n >= 0.5 * lead)
    .slice(0, 3)
    .sort(([a], [b]) => (first.get(a) ?? Infinity) - (first.get(b) ?? Infinity))
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
export async function extractFromPhoto(
  engine: OcrEngine,
  photo: PreparedPhoto,
): Promise<{ result: ExtractIngredientsResponse; meta: ExtractionMeta }> {
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
  /** Paragraphs right after a list that open with an allergen statement (`Może zawierać …`). */
  const statementBlocks = new Set<number>();
  const order = [...blocks.keys()].sort((a, b) => a - b);
  for (const [block, lines] of blocks) {
    // The statement paragraph of a list above is read in that list's languages, not its own guess.
    if (statementBlocks.has(block)) continue;
    const listLike =
      looksLikeList(lines.map((l) => l.text)) ||
      findIngredientSection({ ...first, lines }) !== null;
    if (!listLike) continue;
    const byWords = engine.languageAware ? blockLanguages(engine, { ...first, lines }) : [];
    const codes = byWords.length > 0 ? byWords : [primary];
    // Read again at full size, in the paragraph's own languages (or the primary one).
    rereads.set(block, codes);
    // The list's statement set apart in its own paragraph is in the list's language too: read in
    // the primary language its letters come out wrong (`Moze zawieraé`).
    const next = order[order.indexOf(block) + 1] as number | undefined;
    const opening = next === undefined ? undefined : blocks.get(next)?.[0]?.text;
    if (next !== undefined && opening !== undefined && isStatementStart(opening)) {
      statementBlocks.add(next);
      if (!rereads.has(next)) rereads.set(next, codes);
    }
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
    if (statementBlocks.has(block)) {
      const opening = page.lines.at(0)?.text;
      if (opening !== undefined && isStatementStart(opening)) {
        blocks.set(block, page.lines);
        continue;
      }
    }
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
  const productName = await readProductName(
    engine,
    photo,
    page,
    section,
    primary,
    (block, code) => {
      const done = again.find((a) => a.block === block);
      const codes = done ? rereads.get(block) : undefined;
      return codes?.length === 1 && codes[0] === code ? done?.page : undefined;
    },
  );
  return {
    result: resultOf(page, section, productName, readingHint(photo, page)),
    meta: { engine: engine.name, passes, labelLanguage: section?.lang ?? null },
  };
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
  /**
   * The paragraph as the list's pass read it in `code` alone, if it did (the same call gives the
   * same reading: the title often shares the list's paragraph); undefined if it did not.
   */
  readAlready: (block: number, code: string) => OcrPage | null | undefined,
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
  const known = readAlready(titleLine.block, code);
  const again =
    known !== undefined ? known : await readBlocks(engine, photo, [code], [titleLine.block]);
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
