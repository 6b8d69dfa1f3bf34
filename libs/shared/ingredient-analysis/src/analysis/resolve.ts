/** From the parsed tree to knowledge-base entries: one node per printed ingredient. */
import type { Matcher, MatchResult } from '../match/matcher';
import { AND_WORDS, OR_WORDS } from '../parse/lexicon';
import type { ParsedIngredient } from '../parse/parse-ingredients';

export interface Node {
  item: ParsedIngredient;
  name: string;
  parent: Node | null;
  match: MatchResult;
  code: string | null;
  /** Listed inside `minerals (…)` / `vitamins (…)`: a nutrient, not reported as an additive. */
  nutrient?: boolean;
}

const splitters = new Map<string, RegExp>();

export function splitOnWords(name: string, words: string[]): string[] {
  if (words.length === 0) return [name];
  const id = words.join('|');
  let re = splitters.get(id);
  if (!re) {
    re = new RegExp(
      `\\s+(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\s+`,
      'iu',
    );
    splitters.set(id, re);
  }
  return name
    .split(re)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** `carbonates de sodium et d'ammonium`: the second part shares the first part's head noun. */
function distributeHead(parts: string[]): string[] {
  if (parts.length < 2) return parts;
  const head = /^(.+?)\s+(?:de|d'|di|del|della|von|van|of)\s*/iu.exec(parts[0])?.[1];
  if (!head) return parts;
  return parts.map((p, i) =>
    i > 0 && /^(?:de\s|d'|di\s|del\s|della\s|von\s|van\s|of\s)/iu.test(p) ? `${head} ${p}` : p,
  );
}

/** Ids of `minerals`, `vitamins`, `mineral salts` group entries (any language resolves to them). */
const NUTRIENT_GROUP_ID =
  /^(?:ing|nut):en:(?:minerals?|vitamins?|mineral-salts?|vitamins-and-minerals|minerals-and-vitamins|vitamin-and-mineral-premix)$/;

/** Additive classes that are really nutrient groups (`vitamins (…)` parsed as a class prefix). */
const NUTRIENT_CLASSES = new Set(['vitamins', 'minerals', 'vitamin-and-mineral-blend']);

function inNutrientGroup(parent: Node | null): boolean {
  for (let p = parent; p; p = p.parent) {
    const id = p.match.entity?.id;
    if (id && NUTRIENT_GROUP_ID.test(id)) return true;
  }
  return false;
}

/** Flattens the parsed tree, resolving each printed name or code to a knowledge-base entry. */
export function resolveNodes(
  items: ParsedIngredient[],
  parent: Node | null,
  matcher: Matcher,
  lang: string,
  out: Node[],
): void {
  for (const item of items) {
    const printed = item.name || item.code || '';
    let match: MatchResult = { entity: null, confidence: 0, method: 'none' };
    // A class word (`colorant : caramel`) says the name is meant as an additive; without one,
    // `caramel` or `amaranth` is the food of that name.
    const nutrientGroup = inNutrientGroup(parent) || NUTRIENT_CLASSES.has(item.additiveClass ?? '');
    const sense = { additive: item.additiveClass !== undefined && !nutrientGroup };
    if (item.code) match = matcher.matchCode(item.code);
    if (!match.entity && item.name) match = matcher.matchName(item.name, lang, sense);
    // `E428` is gelatine, now an ingredient: its code is one of the ingredient's names.
    if (!match.entity && item.code) match = matcher.matchName(item.code, lang);
    if (!match.entity && item.name && !item.code && item.children.length === 0) {
      // `salt and pepper`, `lait ou crème`: split only when the whole name is unknown and a part is known.
      const conj = [
        ...(OR_WORDS[lang] ?? []),
        ...(AND_WORDS[lang] ?? []),
        ...(lang === 'en' ? [] : [...OR_WORDS.en, ...AND_WORDS.en]),
      ];
      const parts = distributeHead(splitOnWords(item.name, conj));
      if (parts.length > 1) {
        const matches = parts.map((p) => matcher.matchName(p, lang, sense));
        if (matches.some((m) => m.entity)) {
          const isOr =
            splitOnWords(item.name, [...(OR_WORDS[lang] ?? []), ...OR_WORDS.en]).length > 1;
          parts.forEach((p, i) => {
            out.push({
              item: {
                ...item,
                name: p,
                alternative: isOr || item.alternative === true,
                allergenHints: [...item.allergenHints],
              },
              name: p,
              parent,
              match: matches[i],
              code: null,
            });
          });
          continue;
        }
      }
    }
    // `soya lecithin` is an ingredient name of additive E322i: report the additive code. Inside
    // `minerals (…)` / `vitamins (…)` the same substance is a nutrient added for its value, so
    // only a printed code makes it an additive there.
    const code = item.code ?? (nutrientGroup ? null : (match.entity?.code ?? null));
    const node: Node = { item, name: printed, parent, match, code, nutrient: nutrientGroup };
    out.push(node);
    if (item.children.length > 0) resolveNodes(item.children, node, matcher, lang, out);
  }
}
