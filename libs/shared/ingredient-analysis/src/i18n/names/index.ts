import { ADDITIVE_CLASS_NAMES_A } from './additive-classes-a';
import { ADDITIVE_CLASS_NAMES_B } from './additive-classes-b';
import { ALLERGEN_NAMES } from './allergens';
import { COSMETIC_FUNCTION_NAMES_A } from './cosmetic-functions-a';
import { COSMETIC_FUNCTION_NAMES_B } from './cosmetic-functions-b';
import { PROP65_TOXICITY } from './toxicity';

/**
 * Display languages whose taxonomy names are completed (and corrected) here. These names are used
 * as written (not lower-cased: `pH`, `L-`, `ПАВ`).
 */
export const CURATED_LANGUAGES = ['zh', 'ja', 'ko', 'ar', 'ru', 'hi', 'tr', 'fa'] as const;
export type CuratedLanguage = (typeof CURATED_LANGUAGES)[number];

const ADDITIVE_CLASS_NAMES: Record<CuratedLanguage, Record<string, string>> = {
  ...ADDITIVE_CLASS_NAMES_A,
  ...ADDITIVE_CLASS_NAMES_B,
};

const COSMETIC_FUNCTION_NAMES: Record<CuratedLanguage, Record<string, string>> = {
  ...COSMETIC_FUNCTION_NAMES_A,
  ...COSMETIC_FUNCTION_NAMES_B,
};

function curated(table: Record<CuratedLanguage, Record<string, string>>, id: string, lang: string) {
  return (CURATED_LANGUAGES as readonly string[]).includes(lang)
    ? table[lang as CuratedLanguage][id]
    : undefined;
}

/** The curated name of an EU allergen in `lang`, if any. */
export function curatedAllergenName(id: string, lang: string): string | undefined {
  return curated(ALLERGEN_NAMES, id, lang);
}

/** The curated name of an additive class in `lang`, if any. */
export function curatedAdditiveClassName(id: string, lang: string): string | undefined {
  return curated(ADDITIVE_CLASS_NAMES, id, lang);
}

/** The curated name of a CosIng ingredient function in `lang`, if any. */
export function curatedCosmeticFunctionName(id: string, lang: string): string | undefined {
  return curated(COSMETIC_FUNCTION_NAMES, id, lang);
}

/**
 * The Prop 65 toxicity types as the rater joins them (`cancer, developmental`) in `lang`, if it
 * is a curated language; an unknown word is kept as it is.
 */
export function curatedToxicity(raw: string, lang: string): string[] | undefined {
  if (!(CURATED_LANGUAGES as readonly string[]).includes(lang) || raw === '') return undefined;
  const table = PROP65_TOXICITY[lang as CuratedLanguage];
  return raw
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((w) => table[w] ?? w);
}
