/** One item of a list: class prefixes, sub-ingredients, codes, annotations and alternatives. */
import { canonicalAdditiveCode } from '../kb/additive-code';
import { matchKey } from '../text/normalize';
import { findAdditiveCodes } from './additive-codes';
import { allergenAnnotation, bareCode, classFor, codesOnly, removeSpans } from './annotations';
import { AND_OR, LINKING_PREPOSITIONS, ORIGIN } from './lexicon';
import { cleanName, firstWord, VITAMIN_LETTER } from './names';
import {
  codeItem,
  newItem,
  withClass,
  type ParseContext,
  type ParsedIngredient,
} from './parsed-ingredient';
import { QUANTITY, takePercent } from './percentages';
import { bracketGroups, splitDashList, splitTopLevel } from './split-list';

const MAX_DEPTH = 6;

/** `natural flavourings including caffeine`, `sucres dont sucre de canne`: a compound and its part. */
const INCLUDING =
  /\s+(?:including|incl\.|inkl\.|inklusive|inclusief|incluindo|incluyendo|compreso|dont|davon|di cui|de los cuales|de las cuales|waarvan|dos quais|das quais|w tym|josta|varav|heraf)\s+/iu;

/** `colorants E` before a bracketed list of numbers. */
const E_BEFORE_GROUP = /^(?:(.*\S)\s+)?E$/u;

/** A leftover that only links two codes: `E100 et E120`, Slovak `E470 a E470a`. */
const LINK_ONLY = /^(?:and|or|et|ou|und|oder|y|o|e|en|i|a|ja|och|og|eller|и|&|\+|-)$/iu;

/** Parses a list (the whole label or a bracketed group) into items at `depth`. */
export function splitList(
  text: string,
  depth: number,
  ctx: ParseContext,
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

function parseItem(
  segment: string,
  depth: number,
  ctx: ParseContext,
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
      return valid.map((c) => codeItem(c, depth, cls?.id ?? classId, cls?.label ?? classLabel));
    }
  }

  // `acidity regulator (330, 331)`, `Emulgator (Sojalecithine)`: the class names its members.
  const headClass = groups.length > 0 ? classFor(ctx, takePercent(head, {})) : undefined;
  if (headClass && !findAdditiveCodes(head).length) {
    return groups.flatMap((g) => splitList(g, depth, ctx, headClass.id, headClass.label));
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
      return codes.map((c) =>
        codeItem(c.code, depth, restClass?.id ?? classId, restClass?.label ?? classLabel),
      );
    }
    code = codes[0].code;
    head = codes.length === 1 ? removeSpans(head, codes) : head;
    if (restClass) {
      itemClass = restClass.id;
      itemClassLabel = restClass.label;
      head = '';
    }
  } else if (classId) {
    const c = bareCode(cleanName(head));
    if (c) {
      code = c;
      head = '';
    }
  }

  const name = cleanName(head);
  const item = withClass(newItem(name, depth), itemClass, itemClassLabel);
  if (pct.percent !== undefined) item.percent = pct.percent;
  if (pct.percentMax !== undefined) item.percentMax = pct.percentMax;
  if (code) item.code = code;
  readGroups(item, groups, ctx);

  if (!name && !item.code) {
    // `(sugar, salt)` on its own: the group is the list.
    return item.children.map((c) => ({ ...c, depth }));
  }
  return splitAlternatives(item);
}

/**
 * What the bracketed groups after a name say: a percentage, allergens (`whey (milk)`), an origin
 * or amount (skipped), the item's code, or else its sub-ingredients.
 */
function readGroups(item: ParsedIngredient, groups: string[], ctx: ParseContext): void {
  for (const g of groups) {
    const inner = g.trim();
    if (!inner) continue;
    const pctOnly = takePercent(inner, item);
    if (cleanName(pctOnly) === '') continue;
    const hints = item.name || item.code ? allergenAnnotation(ctx, inner) : undefined;
    if (hints) {
      for (const h of hints) if (!item.allergenHints.includes(h)) item.allergenHints.push(h);
      continue;
    }
    if (ORIGIN.test(cleanName(inner)) || QUANTITY.test(inner)) continue;
    const groupCodes = codesOnly(inner);
    if (groupCodes && groupCodes.length === 1 && !item.code && item.name) {
      item.code = groupCodes[0];
      continue;
    }
    item.children.push(...splitList(inner, item.depth + 1, ctx, undefined));
  }
}

/** `sunflower and/or rapeseed oil`, `huile de palme et/ou de colza`: one item per alternative. */
function splitAlternatives(item: ParsedIngredient): ParsedIngredient[] {
  const name = item.name;
  if (!name.includes('/') || !AND_OR.test(name)) return [item];
  const parts = name
    .split(AND_OR)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return [item];
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
