import type { KnowledgeBase } from '../kb/knowledge-base';
import { canonicalAdditiveCode } from '../kb/additive-code';
import { matchKey } from '../text/normalize';
import { orEmpty } from '../text/optional';
import { findAdditiveCodes } from './additive-codes';
import { guessLanguage, preClean, selectSection } from './sections';
import { extractStatements, type LabelStatement } from './statements';
import {
  AND_OR,
  BARE_NUMBER,
  FRUIT_VEG_CONTENT,
  LINKING_PREPOSITIONS,
  ORIGIN,
  SOURCE_PREFIX,
} from './lexicon';

/** One ingredient as printed, with what the label says about it. */
export interface ParsedIngredient {
  /** Name as printed, without percentage, brackets or additive code. Empty for a bare code. */
  name: string;
  /** Percentage printed with the ingredient (`12%`, `(12 %)`). */
  percent?: number;
  /** Upper bound printed as `<2%` or `max. 2%`. */
  percentMax?: number;
  /** Canonical additive code printed with it (`E330`, `E450i`). */
  code?: string;
  /** Additive class given by a prefix: `acidity regulator (330)` or `conservateur : …`. */
  additiveClass?: string;
  /** Class text as printed. */
  classLabel?: string;
  /** Allergen ids from an annotation such as `whey (milk)` or `lecithin (from soy)`. */
  allergenHints: string[];
  /** Sub-ingredients of a compound ingredient (`chocolate (sugar, cocoa butter)`). */
  children: ParsedIngredient[];
  /** Produced by an `and/or` split: the label allows either. */
  alternative?: boolean;
  depth: number;
}

export type { LabelStatement } from './statements';

export interface ParsedLabel {
  /** Language used for matching: given, from the header, or guessed from common words. */
  language: string;
  languageSource: 'given' | 'header' | 'guessed' | 'default';
  header: string | null;
  ingredients: ParsedIngredient[];
  statements: LabelStatement[];
  /** `teneur en légumes : 89 %` and similar declarations. */
  declaredFruitVegetablePercent?: number;
}

/** Cheap test before the long fruit / vegetable content pattern. */
const FV_HINT = /content|teneur|gehalt|anteil|contenuto|contenido|gehalte|teor|zawarto/i;

export interface ParseOptions {
  lang?: string;
}

const MAX_DEPTH = 6;

/**
 * Splits an ingredient list as printed on a label into a tree of ingredients plus the allergen
 * statements (declared allergens and precautionary "may contain" ones), which are kept apart.
 */
export function parseIngredientList(
  text: string,
  kb: KnowledgeBase,
  options: ParseOptions = {},
): ParsedLabel {
  let body = preClean(text);
  const section = selectSection(body, options.lang);
  body = section.body;

  const statements: LabelStatement[] = [];
  body = extractStatements(body, statements, options.lang ?? section.language);

  let declaredFruitVegetablePercent: number | undefined;
  const fv = FV_HINT.test(body) ? FRUIT_VEG_CONTENT.exec(body) : null;
  if (fv) {
    declaredFruitVegetablePercent = parseNumber(fv[1]);
    body = body.slice(0, fv.index) + body.slice(fv.index + fv[0].length);
  }

  body = body
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  let language = options.lang ?? section.language;
  let languageSource: ParsedLabel['languageSource'] = options.lang
    ? 'given'
    : section.language
      ? 'header'
      : 'default';
  if (!language) {
    const guessed = guessLanguage(body);
    language = guessed ?? 'en';
    languageSource = guessed ? 'guessed' : 'default';
  }
  const ctx: Ctx = { kb, lang: language };
  const ingredients = splitList(body, 0, ctx, undefined);
  const out: ParsedLabel = {
    language,
    languageSource,
    header: section.header,
    ingredients,
    statements,
  };
  if (declaredFruitVegetablePercent !== undefined)
    out.declaredFruitVegetablePercent = declaredFruitVegetablePercent;
  return out;
}

interface Ctx {
  kb: KnowledgeBase;
  lang: string;
}

// ---------------------------------------------------------------------------------------------
// Lists and items

/** Splits at top-level separators; brackets nest, decimal commas and points do not split. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const prev = text[i - 1] ?? '';
      const next = text[i + 1] ?? '';
      let split = false;
      if (c === ';' || c === '|') split = true;
      else if (c === ',') split = !(/\d/.test(prev) && /\d/.test(next));
      else if (c === '.') {
        // `. ` between ingredients, but not in `Vit. C`, `ca. 5%` or a decimal.
        // `Acesulfam-K. *enthält…`: a short hyphenated ending or a following footnote mark ends
        // the item too.
        const chunk = text.slice(start, i);
        const word = /(\p{L}+)$/u.exec(chunk)?.[1] ?? '';
        split =
          /\s/.test(next) &&
          ((word.length > 3 && !/\d/.test(prev)) ||
            /\p{L}{3}-\p{L}{1,3}$/u.test(chunk) ||
            /^\s*\*/.test(text.slice(i + 1, i + 4)));
      }
      if (split) {
        parts.push(text.slice(start, i));
        start = i + 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

function splitList(
  text: string,
  depth: number,
  ctx: Ctx,
  classId: string | undefined,
  classLabel?: string,
): ParsedIngredient[] {
  if (depth > MAX_DEPTH) return [];
  const out: ParsedIngredient[] = [];
  for (const segment of splitTopLevel(text))
    for (const piece of splitDashList(segment, ctx))
      out.push(...parseItem(piece, depth, ctx, classId, classLabel));
  return out;
}

/** Splits at ` - ` outside brackets. */
function splitOutsideBrackets(text: string, sep: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0 && c === '-') {
      const m = sep.exec(text.slice(Math.max(0, i - 1), i + 2));
      if (m) {
        parts.push(text.slice(start, i));
        start = i + 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

const SPACED_DASH = /^\s-\s$/u;

/**
 * `eau - sucre - sel` is a list written with dashes, while `Céleri - rave` or `béta - carotène`
 * is one hyphenated name printed with spaces. Adjacent pieces are joined again when the hyphenated
 * form is a known name.
 */
function splitDashList(segment: string, ctx: Ctx): string[] {
  if (!segment.includes(' - ')) return [segment];
  const pieces = splitOutsideBrackets(segment, SPACED_DASH);
  if (pieces.length < 2) return [segment];
  const known = (s: string): boolean => ctx.kb.hasKey(matchKey(cleanName(takePercent(s, {}))));
  const out: string[] = [];
  for (let i = 0; i < pieces.length;) {
    let taken = 1;
    for (let n = Math.min(3, pieces.length - i); n >= 2; n--) {
      if (known(pieces.slice(i, i + n).join('-'))) {
        taken = n;
        break;
      }
    }
    out.push(pieces.slice(i, i + taken).join(taken > 1 ? '-' : ''));
    i += taken;
  }
  return out;
}

interface Groups {
  head: string;
  groups: string[];
}

/** Separates bracketed groups from the text around them; unbalanced brackets are closed. */
const BRACKET = /[()[\]{}]/;

function bracketGroups(segment: string): Groups {
  // Most items have no brackets: the whole text is the head.
  if (!BRACKET.test(segment)) return { head: segment, groups: [] };
  let head = '';
  const groups: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of segment) {
    if (c === '(' || c === '[' || c === '{') {
      if (depth > 0) current += c;
      depth++;
    } else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) continue;
      depth--;
      if (depth === 0) {
        groups.push(current);
        current = '';
      } else current += c;
    } else if (depth > 0) current += c;
    else head += c;
  }
  if (depth > 0 && current.trim()) groups.push(current);
  return { head, groups };
}

/** `(1,2 g/l)`, `(30 g)`: amounts, not ingredients. */
const QUANTITY =
  /^\s*[<>≤≥~]?\s*\d+(?:[.,]\d+)?\s*(?:mg|g|kg|µg|mcg|ml|cl|dl|l|iu|ui)(?:\s*\/\s*(?:\d+\s*)?(?:mg|g|kg|ml|cl|l|kcal|portion|serving))?\s*$/iu;

const PERCENT_RE =
  /(?:(min\.?|minimum|max\.?|maximum|<|≤|less\s+than|moins\s+de|weniger\s+als)\s*)?(\d+(?:[.,]\d+)?)\s*%/iu;

function parseNumber(s: string): number {
  return Number(s.replace(',', '.'));
}

function takePercent(text: string, item: { percent?: number; percentMax?: number }): string {
  if (!text.includes('%')) return text;
  const m = PERCENT_RE.exec(text);
  if (!m) return text;
  const value = parseNumber(m[2]);
  if (Number.isFinite(value) && value <= 100) {
    if (m[1] && /^(?:max|maximum|<|≤|less|moins|weniger)/iu.test(m[1])) item.percentMax = value;
    else item.percent = value;
  }
  return (text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length)).replace(/\s{2,}/g, ' ');
}

/** Words that only link an item to the previous one: `…, and/or sunflower oil`, `(with calcium…)`. */
const LEADING_LINK =
  /^(?:and\s*\/\s*or|et\s*\/\s*ou|und\s*\/\s*oder|y\s*\/\s*o|e\s*\/\s*o|en\s*\/\s*of|and|or|et|ou|und|oder|y|o|e|en|of|i|oraz|lub|ja|tai|och|og|eller|with|avec|mit|con|met|com|med|z|ze|kanssa|contains|contient|enthält|contiene|bevat|contém|zawiera)\s+/iu;
const TRAILING_LINK = /\s+(?:and|or|et|ou|und|oder|y|o|e|en|i|ja|och|og|eller)$/iu;

/** `vitamin E`, `vitamine C`, `Vitamin B12`: the letter is part of the name, not `e` = "and". */
const VITAMIN_LETTER =
  /^(?:vitamin[ae]?|vitamine|vitamines|witamina|vitamiini|vitamiinia|витамин)\s*-?\s*[a-k]\s?\d{0,2}$/iu;

/** `colorants E` before a bracketed list of numbers. */
const E_BEFORE_GROUP = /^(?:(.*\S)\s+)?E$/u;

/** A leftover that only links two codes: `E100 et E120`, Slovak `E470 a E470a`. */
const LINK_ONLY = /^(?:and|or|et|ou|und|oder|y|o|e|en|i|a|ja|och|og|eller|и|&|\+|-)$/iu;

/** `head.trim().split(/\s+/)[0]` without splitting the whole text. */
function firstWord(text: string): string {
  const trimmed = text.trim();
  const space = /\s/.exec(trimmed);
  return space ? trimmed.slice(0, space.index) : trimmed;
}

// parseItem cleans the same text several times in a row: the last answer is kept.
let lastCleanIn = '';
let lastCleanOut = '';

function cleanName(s: string): string {
  if (s === lastCleanIn) return lastCleanOut;
  const out = cleanNameOnce(s);
  lastCleanIn = s;
  lastCleanOut = out;
  return out;
}

const NOTE_MARKS = /[*†‡¹²³°#]+/g;
const HAS_NOTE_MARK = /[*†‡¹²³°#]/;
const SPACE_RUN = /\s{2,}/g;
const HAS_SPACE_RUN = /\s{2}/;
const EDGE_PUNCTUATION = /^[\s,.;:\-+&/]+|[\s,.;:\-+&/]+$/g;
const EDGE_CHAR = /[\s,.;:\-+&/]/;

function cleanNameOnce(s: string): string {
  // Each rewrite runs only when the text has what it rewrites (most names need none of them).
  let out = HAS_NOTE_MARK.test(s) ? s.replace(NOTE_MARKS, ' ') : s;
  if (HAS_SPACE_RUN.test(out)) out = out.replace(SPACE_RUN, ' ');
  if (out.length > 0 && (EDGE_CHAR.test(out[0]) || EDGE_CHAR.test(out[out.length - 1])))
    out = out.replace(EDGE_PUNCTUATION, '');
  out = out.trim();
  if (VITAMIN_LETTER.test(out)) return out;
  // The link words are short: test the first and last words before running the patterns.
  for (let i = 0; i < 2; i++) {
    const first = out.indexOf(' ');
    if (first > 0 && first <= 8) out = out.replace(LEADING_LINK, '').trim();
    const last = out.lastIndexOf(' ');
    if (last > 0 && out.length - last <= 6) out = out.replace(TRAILING_LINK, '').trim();
  }
  return out;
}

/** `natural flavourings including caffeine`, `sucres dont sucre de canne`: a compound and its part. */
const INCLUDING =
  /\s+(?:including|incl\.|inkl\.|inklusive|inclusief|incluindo|incluyendo|compreso|dont|davon|di cui|de los cuales|de las cuales|waarvan|dos quais|das quais|w tym|josta|varav|heraf)\s+/iu;

function classFor(ctx: Ctx, text: string): { id: string; label: string } | undefined {
  const key = matchKey(text);
  if (!key) return undefined;
  // OCR: `Säuerungsmitte1` → `sauerungsmittel`.
  const repaired = /\d/.test(key) ? key.replace(/1/g, 'l').replace(/0/g, 'o') : key;
  // Tried in this order, each only when the ones before it are not class names.
  const c =
    ctx.kb.additiveClassForKey(key) ??
    ctx.kb.additiveClassForKey(key.replace(/s$/, '')) ??
    ctx.kb.additiveClassForKey(key.replace(/(?:en|n|e|er)$/, '')) ??
    ctx.kb.additiveClassForKey(key.replace(/x$/, '')) ??
    (repaired === key
      ? undefined
      : (ctx.kb.additiveClassForKey(repaired) ??
        ctx.kb.additiveClassForKey(repaired.replace(/s$/, ''))));
  return c ? { id: c.id, label: text.trim() } : undefined;
}

function allergenAnnotation(ctx: Ctx, group: string): string[] | undefined {
  const parts = group
    .split(/\s*(?:,|\band\b|\bet\b|\bund\b|\by\b|\be\b|\ben\b|&)\s*/iu)
    .filter((p) => p.trim());
  if (parts.length === 0 || parts.length > 3) return undefined;
  const ids: string[] = [];
  for (const p of parts) {
    const key = matchKey(p.replace(SOURCE_PREFIX, ''));
    const id = ctx.kb.allergenForKey(key);
    if (!id || key.split(' ').length > 3) return undefined;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

function codesOnly(text: string, allowBare: boolean): string[] | undefined {
  const parts = text
    .split(/\s*[,/;]\s*|\s+(?:and|et|und|y|e|en|i|ja|och|og)\s+/iu)
    .filter((p) => p.trim());
  if (parts.length === 0) return undefined;
  const codes: string[] = [];
  for (const p of parts) {
    const found = findAdditiveCodes(p);
    if (found.length > 0 && cleanName(removeSpans(p, found)) === '') {
      codes.push(...found.map((f) => f.code));
      continue;
    }
    const bare = allowBare ? BARE_NUMBER.exec(p.trim()) : null;
    const code = bare
      ? canonicalAdditiveCode(`${orEmpty(bare[1])}${orEmpty(bare[2])}${orEmpty(bare[3])}`)
      : null;
    if (!code) return undefined;
    codes.push(code);
  }
  return codes;
}

function removeSpans(text: string, spans: { start: number; end: number }[]): string {
  let out = '';
  let pos = 0;
  for (const s of spans) {
    out += text.slice(pos, s.start) + ' ';
    pos = s.end;
  }
  return out + text.slice(pos);
}

function newItem(name: string, depth: number): ParsedIngredient {
  return { name, allergenHints: [], children: [], depth };
}

function withClass(
  item: ParsedIngredient,
  classId: string | undefined,
  classLabel: string | undefined,
): ParsedIngredient {
  if (classId && !item.additiveClass) {
    item.additiveClass = classId;
    if (classLabel) item.classLabel = classLabel;
  }
  return item;
}

function parseItem(
  segment: string,
  depth: number,
  ctx: Ctx,
  classId: string | undefined,
  classLabel?: string,
): ParsedIngredient[] {
  const { head: rawHead, groups } = bracketGroups(segment);
  const pct: { percent?: number; percentMax?: number } = {};
  let head = takePercent(rawHead, pct);

  // `vitamine C` must not be read as the class `vitamins` followed by an unknown `C`.
  if (groups.length === 0 && VITAMIN_LETTER.test(cleanName(head))) {
    const item = withClass(newItem(cleanName(head), depth), classId, classLabel);
    if (pct.percent !== undefined) item.percent = pct.percent;
    return [item];
  }

  // `conservateurs : nitrite de sodium`, `emulsifier: E471`.
  // `S.I.N.:160 b` is one code, not a class and its member.
  const colonAt = head.indexOf(':');
  const colon =
    colonAt > 0 && findAdditiveCodes(head).some((c) => c.start < colonAt && c.end > colonAt)
      ? -1
      : colonAt;
  if (colon > 0) {
    const prefix = head.slice(0, colon);
    const rest = head.slice(colon + 1);
    const cls = classFor(ctx, prefix);
    const restSegment = rest + groups.map((g) => `(${g})`).join(' ');
    if (cls) return parseItem(restSegment, depth, ctx, cls.id, cls.label);
    if (cleanName(prefix) && cleanName(restSegment)) {
      const parent = newItem(cleanName(prefix), depth);
      parent.children = splitList(restSegment, depth + 1, ctx, undefined);
      return [withClass(parent, classId, classLabel)];
    }
    head = prefix + ' ' + rest;
  }

  // `Verdickungsmittel Pektine`, `colour caramel`: a class name written without a separator.
  if (
    groups.length === 0 &&
    colon < 0 &&
    ctx.kb.isClassFirstWord(matchKey(firstWord(head))) &&
    !findAdditiveCodes(head).length
  ) {
    const words = cleanName(head).split(/\s+/);
    for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
      const prefix = words.slice(0, n).join(' ');
      const rest = words.slice(n).join(' ');
      if (prefix.length < 8 || LINKING_PREPOSITIONS.test(`${rest} `)) continue;
      const cls = classFor(ctx, prefix);
      if (cls) return parseItem(rest, depth, ctx, cls.id, cls.label);
    }
  }

  const including = INCLUDING.exec(head);
  if (including && groups.length === 0) {
    const parentName = cleanName(head.slice(0, including.index));
    const rest = head.slice(including.index + including[0].length);
    if (parentName && cleanName(rest)) {
      const parent = withClass(newItem(parentName, depth), classId, classLabel);
      if (pct.percent !== undefined) parent.percent = pct.percent;
      parent.children = splitList(rest, depth + 1, ctx, undefined);
      return [parent];
    }
  }

  // `colorants E (124, 122, 133)`, `colores E (120 y 125)`: the `E` before the group prefixes
  // every number in it.
  const ePrefix = groups.length === 1 ? E_BEFORE_GROUP.exec(head.trim()) : null;
  if (ePrefix) {
    const numbers = groups[0]
      .split(/\s*(?:,|;|\/|\s(?:and|et|und|y|e|en|i|ja|och|og)\s)\s*/iu)
      .map((n) => n.trim())
      .filter(Boolean);
    const codes = numbers.map((n) =>
      /^\d{3,4}[a-h]?$/iu.test(n) ? canonicalAdditiveCode(n) : null,
    );
    const valid = codes.filter((c): c is string => c !== null);
    if (valid.length > 0 && valid.length === codes.length) {
      const cls = ePrefix[1] ? classFor(ctx, ePrefix[1]) : undefined;
      return valid.map((c) => {
        const it = withClass(newItem('', depth), cls?.id ?? classId, cls?.label ?? classLabel);
        it.code = c;
        return it;
      });
    }
  }

  // `acidity regulator (330, 331)`, `Emulgator (Sojalecithine)`: the class names its members.
  const headClass = groups.length > 0 ? classFor(ctx, takePercent(head, {})) : undefined;
  if (headClass && !findAdditiveCodes(head).length) {
    const members = groups.flatMap((g) => splitList(g, depth, ctx, headClass.id, headClass.label));
    return members;
  }

  // Additive codes written in the item itself.
  const codes = findAdditiveCodes(head);
  let code: string | undefined;
  let itemClass = classId;
  let itemClassLabel = classLabel;
  if (codes.length > 0) {
    const leftover = cleanName(removeSpans(head, codes));
    const rest = LINK_ONLY.test(leftover) ? '' : leftover;
    const restClass = rest ? classFor(ctx, rest) : undefined;
    if (codes.length > 1 && (!rest || restClass)) {
      // `E322/E333`, `E474-E475`, `emulsifiers E471, E472`.
      return codes.map((c) => {
        const it = withClass(
          newItem('', depth),
          restClass?.id ?? classId,
          restClass?.label ?? classLabel,
        );
        it.code = c.code;
        return it;
      });
    }
    code = codes[0].code;
    head = codes.length === 1 ? removeSpans(head, codes) : head;
    if (restClass) {
      itemClass = restClass.id;
      itemClassLabel = restClass.label;
      head = '';
    }
  } else if (classId) {
    const bare = BARE_NUMBER.exec(cleanName(head));
    if (bare) {
      const c = canonicalAdditiveCode(`${orEmpty(bare[1])}${orEmpty(bare[2])}${orEmpty(bare[3])}`);
      if (c) {
        code = c;
        head = '';
      }
    }
  }

  const name = cleanName(head);
  const item = withClass(newItem(name, depth), itemClass, itemClassLabel);
  if (pct.percent !== undefined) item.percent = pct.percent;
  if (pct.percentMax !== undefined) item.percentMax = pct.percentMax;
  if (code) item.code = code;

  for (const g of groups) {
    const inner = g.trim();
    if (!inner) continue;
    const pctOnly = takePercent(inner, item);
    if (cleanName(pctOnly) === '') continue;
    const hints = name || item.code ? allergenAnnotation(ctx, inner) : undefined;
    if (hints) {
      for (const h of hints) if (!item.allergenHints.includes(h)) item.allergenHints.push(h);
      continue;
    }
    if (ORIGIN.test(cleanName(inner)) || QUANTITY.test(inner)) continue;
    const groupCodes = codesOnly(inner, false);
    if (groupCodes && groupCodes.length === 1 && !item.code && name) {
      item.code = groupCodes[0];
      continue;
    }
    item.children.push(...splitList(inner, depth + 1, ctx, undefined));
  }

  if (!name && !item.code) {
    // `(sugar, salt)` on its own: the group is the list.
    return item.children.map((c) => ({ ...c, depth }));
  }

  // `sunflower and/or rapeseed oil`, `huile de palme et/ou de colza`.
  if (name.includes('/') && AND_OR.test(name)) {
    const parts = name
      .split(AND_OR)
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length > 1) {
      const last = parts[parts.length - 1];
      const lastWords = last.split(/\s+/);
      const firstWords = parts[0].split(/\s+/);
      return parts.map((p, i) => {
        let text = p;
        if (i < parts.length - 1 && !p.includes(' ') && lastWords.length >= 2)
          text = `${p} ${lastWords[lastWords.length - 1]}`;
        if (i > 0 && LINKING_PREPOSITIONS.test(p) && firstWords.length >= 2)
          text = `${firstWords[0]} ${p}`;
        const alt = {
          ...item,
          name: cleanName(text),
          alternative: true,
          allergenHints: [...item.allergenHints],
        };
        alt.children = i === parts.length - 1 ? item.children : [];
        return alt;
      });
    }
  }
  return [item];
}
