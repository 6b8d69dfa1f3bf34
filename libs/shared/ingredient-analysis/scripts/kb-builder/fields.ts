/**
 * Field helpers shared by the per-source builders: names and matching keys in the kept languages,
 * tri-state taxonomy tags and CAS numbers.
 */
import type { RawEntity, Tri } from '../../src/kb/raw-types';
import { matchKey } from '../../src/text/normalize';
import { KEPT_LANGUAGES } from './languages';
import { inheritedProp, tagValue, type TaxonomyEntry } from './taxonomy';

const KEPT = new Set(KEPT_LANGUAGES);

type Names = Partial<Record<string, string[]>>;

export function keepNames(names: Names): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const lang of Object.keys(names).sort()) {
    const list = names[lang];
    if (KEPT.has(lang) && list) out[lang] = list;
  }
  return out;
}

/** Placeholder names such as `E106 food additive` carry no information. */
function isPlaceholder(name: string): boolean {
  return /food additive$/i.test(name) || /^e\s?\d{3,4}[a-z]?(\([ivx]+\))?$/i.test(name.trim());
}

export function displayNames(names: Names): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lang, list] of Object.entries(keepNames(names))) {
    const first = list.find((n) => !isPlaceholder(n));
    if (first) out[lang] = first;
  }
  return out;
}

export function keysOf(
  names: Names,
  extra: Record<string, string[]> = {},
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (lang: string, name: string) => {
    const k = matchKey(name);
    if (k.length < 2) return;
    const list = (out[lang] ??= []);
    if (!list.includes(k)) list.push(k);
  };
  for (const [lang, list] of Object.entries(keepNames(names))) {
    for (const n of list) if (!isPlaceholder(n)) add(lang, n);
  }
  for (const [lang, list] of Object.entries(extra)) for (const n of list) add(lang, n);
  const sorted: Record<string, string[]> = {};
  for (const [lang, list] of Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    sorted[lang] = list;
  return sorted;
}

function tri(value: string | undefined): Tri | undefined {
  const v = tagValue(value);
  if (v === 'yes' || v === 'no' || v === 'maybe') return v;
  return undefined;
}

/** Vegan, vegetarian and palm-oil tags of a taxonomy entry (inherited from its ancestors). */
export function setDietTags(entity: RawEntity, e: TaxonomyEntry): void {
  const vegan = tri(inheritedProp(e, 'vegan:en'));
  const vegetarian = tri(inheritedProp(e, 'vegetarian:en'));
  const palm = tri(inheritedProp(e, 'from_palm_oil:en'));
  if (vegan) entity.vegan = vegan;
  if (vegetarian) entity.vegetarian = vegetarian;
  if (palm) entity.palmOil = palm;
}

export function normaliseCas(raw: string): string[] {
  return [...new Set((raw.match(/\b\d{2,7}-\d{2}-\d\b/g) ?? []).map((c) => c.replace(/^0+/, '')))];
}
