import { analyzeIngredients } from '@labellens/ingredient-analysis';
import { bareWord } from './ingredient-section';

/** Letters OCR takes for one another in small or blurred print (`hazeinuts`, `paim oil`). */
const CONFUSED: Partial<Record<string, string>> = { i: 'l', l: 'i', I: 'l', j: 'i' };

/**
 * What OCR reads for what in a list's print (used for item names; statements use the i/l ones
 * above): those letters, a stroke lost or added (`h`/`n`, `f`/`t`, `c`/`e`), letters that touch
 * (`rn` for `m`), `v`/`w`, a bar or a one for `l`, and umlauts lost or mixed up. Each entry is
 * read → printed.
 */
const ITEM_CONFUSIONS: readonly (readonly [string, string])[] = [
  ...Object.entries(CONFUSED).map(([read, printed]) => [read, printed ?? read] as const),
  ['|', 'l'],
  ['1', 'l'],
  ['!', 'l'],
  ['n', 'h'],
  ['h', 'n'],
  ['n', 'u'],
  ['u', 'n'],
  ['rn', 'm'],
  ['m', 'rn'],
  ['v', 'w'],
  ['w', 'v'],
  ['t', 'f'],
  ['f', 't'],
  ['c', 'e'],
  ['e', 'c'],
  ['a', 'ä'],
  ['o', 'ö'],
  ['u', 'ü'],
  ['ä', 'a'],
  ['ö', 'o'],
  ['ü', 'u'],
  ['ä', 'ö'],
  ['ö', 'ä'],
];

/** Letters in a name from which two confusions may be repaired (one below). */
const TWO_REPAIRS_FROM = 8;
/** Names tried per list: a page of misread words costs at most some 40 ms. */
const TRIES_PER_LIST = 400;

/**
 * A list item the knowledge base only matches approximately (or through an OCR digit repair) is
 * written as printed where one confused letter makes it an exact name of the same entry:
 * `hazeinuts (13%)` → `hazelnuts (13%)`, `Buchweizenmenl` → `Buchweizenmehl`. An item it does not
 * match at all (`Ejer`) is written so where the letter makes it an exact name (`Eier`). A name of
 * eight letters or more may have two (tried once every item has had its single repairs, within a
 * budget per list). Only an item whose whole name then matches exactly is changed, and only when
 * every repair that does so names the same entry; anything else stays as read, for the person to
 * check.
 */
export function repairLetterConfusions(items: string[], lang?: string | null): string[] {
  const budget: Budget = { tries: TRIES_PER_LIST };
  const pending = items.map((item) => firstRepair(item, lang ?? undefined, budget));
  return pending.map((p, i) =>
    typeof p === 'string' ? p : (secondRepair(p, lang ?? undefined, budget) ?? items[i]),
  );
}

function match(text: string, lang: string | undefined) {
  const top = analyzeIngredients(text, { lang }).ingredients.filter((i) => i.depth === 0);
  return top.length === 1 ? top[0] : undefined;
}

/** `item` with one confusion applied at each place it can be, left to right. */
function oneRepair(item: string, from: number): { text: string; end: number }[] {
  const out: { text: string; end: number }[] = [];
  for (let i = from; i < item.length; i++) {
    for (const [read, printed] of ITEM_CONFUSIONS) {
      if (!item.startsWith(read, i)) continue;
      // Only inside a word: `1` and `|` next to a letter, never a percentage's digit.
      const before = item[i - 1] ?? '';
      const after = item[i + read.length] ?? '';
      if (!/\p{L}/u.test(before + after)) continue;
      out.push({
        text: item.slice(0, i) + printed + item.slice(i + read.length),
        end: i + printed.length,
      });
    }
  }
  return out;
}

interface Budget {
  tries: number;
}

/** An item whose single repairs found nothing, kept for a try at two. */
interface Unrepaired {
  /** The entry a repair must name, or null when the read named none. */
  entity: string | null;
  singles: { text: string; end: number }[];
}

/** The entry `candidate` names exactly, when it is one a repair of this read may give. */
function fits(
  candidate: string,
  lang: string | undefined,
  entity: string | null,
  budget: Budget,
): string | null {
  budget.tries -= 1;
  const repaired = match(candidate, lang);
  return repaired?.matchedId &&
    (entity === null || repaired.matchedId === entity) &&
    (repaired.matchMethod === 'exact' || repaired.matchMethod === 'variant')
    ? repaired.matchedId
    : null;
}

function firstRepair(item: string, lang: string | undefined, budget: Budget): string | Unrepaired {
  const singles = oneRepair(item, 0);
  // Nothing a confusion could change: the read stays, without asking the knowledge base.
  if (singles.length === 0 || budget.tries <= 0) return item;
  const read = match(item, lang);
  if (!read) return item;
  // Unmatched: only a name of four letters or more, so a short word is not made another.
  const unmatched = read.matchedId === null && /\p{L}{4,}/u.test(item);
  const approximate =
    read.matchedId !== null && (read.matchMethod === 'fuzzy' || read.matchMethod === 'ocr');
  if (!unmatched && !approximate) return item;
  const entity = unmatched ? null : read.matchedId;
  if (singles.length > budget.tries) return item;
  const found = chosen(
    singles.map((c) => ({ text: c.text, id: fits(c.text, lang, entity, budget) })),
  );
  const letters = item.match(/\p{L}/gu)?.length ?? 0;
  if (found !== undefined || letters < TWO_REPAIRS_FROM) return found ?? item;
  return { entity, singles };
}

function secondRepair(p: Unrepaired, lang: string | undefined, budget: Budget): string | null {
  const pairs = p.singles.flatMap((c) => oneRepair(c.text, c.end));
  if (pairs.length > budget.tries) return null;
  return (
    chosen(pairs.map((c) => ({ text: c.text, id: fits(c.text, lang, p.entity, budget) }))) ?? null
  );
}

/**
 * The first repaired text when every repair that makes an exact name names the same entry;
 * `null` when they name different entries (the read is ambiguous, so it stays), `undefined` when
 * none does.
 */
function chosen(candidates: { text: string; id: string | null }[]): string | null | undefined {
  const hits = candidates.filter((c) => c.id !== null);
  if (hits.length === 0) return undefined;
  return hits.every((h) => h.id === hits[0].id) ? hits[0].text : null;
}

/** The allergens (contained or traces) a statement names, as `presence:id` keys. */
function statementAllergens(statement: string, lang: string | undefined): Set<string> {
  const result = analyzeIngredients(statement, { lang, displayLanguage: 'en' });
  return new Set(result.allergenFindings.map((f) => `${f.presence}:${f.name}`));
}

/**
 * The same repair in allergen statements (`kann Eler enthalten` → `kann Eier enthalten`): a word
 * is changed only where one confused letter makes the statement name an allergen it did not name
 * as read, and every allergen it named as read is still named.
 */
export function repairStatementConfusions(statements: string[], lang?: string | null): string[] {
  return statements.map((statement) => repairStatement(statement, lang ?? undefined));
}

function repairStatement(statement: string, lang: string | undefined): string {
  if (!/[ilI]/.test(statement)) return statement;
  let current = statement;
  let named = statementAllergens(current, lang);
  for (const word of statement.matchAll(/\p{L}{3,}/gu)) {
    const at = word.index;
    const text = word[0];
    for (let i = 0; i < text.length; i++) {
      const other = CONFUSED[text[i]];
      if (other === undefined) continue;
      const candidate = current.slice(0, at + i) + other + current.slice(at + i + 1);
      const after = statementAllergens(candidate, lang);
      if (after.size > named.size && [...named].every((key) => after.has(key))) {
        current = candidate;
        named = after;
        break;
      }
    }
  }
  return current;
}

/**
 * The uncertain words of a list read as `before`, once its texts were repaired into `after`: a
 * word a repair changed is still uncertain, under its new spelling (`Buchweizenmenl` read with
 * low confidence → `Buchweizenmehl` highlighted for the person to check). Words no longer in the
 * repaired texts are left out.
 */
export function repairedUncertainWords(
  words: string[],
  before: string[],
  after: string[],
): string[] {
  const out = new Set(words);
  before.forEach((text, i) => {
    if (text === after[i]) return;
    const read = text.split(/\s+/);
    const written = (after[i] ?? '').split(/\s+/);
    if (read.length !== written.length) return;
    read.forEach((word, j) => {
      const from = bareWord(word);
      const to = bareWord(written[j]);
      if (from !== to && to.length >= 2 && out.has(from)) out.add(to);
    });
  });
  const text = ` ${after.join(' ')} `;
  return [...out].filter((word) => text.includes(word));
}
