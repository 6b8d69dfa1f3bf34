import { analyzeIngredients } from '@labellens/ingredient-analysis';

/** Letters OCR takes for one another in small or blurred print (`hazeinuts`, `paim oil`). */
const CONFUSED: Partial<Record<string, string>> = { i: 'l', l: 'i', I: 'l', j: 'i' };

/**
 * A list item the knowledge base only matches approximately is written as printed where one
 * confused letter (i/l, j for i) makes it an exact name of the same entry: `hazeinuts (13%)` →
 * `hazelnuts (13%)`. An item it does not match at all (`Ejer`) is written so where the letter
 * makes it an exact name (`Eier`). Only an item whose whole name then matches exactly is
 * changed; anything else stays as read, for the person to check.
 */
export function repairLetterConfusions(items: string[], lang?: string | null): string[] {
  return items.map((item) => repairItem(item, lang ?? undefined));
}

function match(text: string, lang: string | undefined) {
  const top = analyzeIngredients(text, { lang }).ingredients.filter((i) => i.depth === 0);
  return top.length === 1 ? top[0] : undefined;
}

function repairItem(item: string, lang: string | undefined): string {
  if (!/[ilIj]/.test(item)) return item;
  const read = match(item, lang);
  if (!read) return item;
  // Unmatched: only a name of four letters or more, so a short word is not made another.
  const unmatched = read.matchedId === null && /\p{L}{4,}/u.test(item);
  if (!unmatched && (read.matchMethod !== 'fuzzy' || read.matchedId === null)) return item;
  for (let i = 0; i < item.length; i++) {
    const other = CONFUSED[item[i]];
    if (other === undefined) continue;
    const candidate = item.slice(0, i) + other + item.slice(i + 1);
    const repaired = match(candidate, lang);
    if (
      repaired?.matchedId &&
      (unmatched || repaired.matchedId === read.matchedId) &&
      (repaired.matchMethod === 'exact' || repaired.matchMethod === 'variant')
    )
      return candidate;
  }
  return item;
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
