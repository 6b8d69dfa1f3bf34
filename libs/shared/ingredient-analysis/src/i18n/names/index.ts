import { ADDITIVE_CLASS_NAMES_A } from './additive-classes-a';
import { ADDITIVE_CLASS_NAMES_B } from './additive-classes-b';
import { ALLERGEN_NAMES } from './allergens';
import { COSMETIC_FUNCTION_NAMES_A } from './cosmetic-functions-a';
import { COSMETIC_FUNCTION_NAMES_B } from './cosmetic-functions-b';

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
