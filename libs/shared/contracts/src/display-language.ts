/**
 * The product's display languages (spec 01 §2): code → the name the scan page's select shows, in
 * the select's order. The one list of them: the engine's templates, the page's texts and the LLM
 * prompt are all keyed by these codes.
 */
export const DISPLAY_LANGUAGE_NAMES = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  ar: 'Arabic',
  ru: 'Russian',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
  hi: 'Hindi',
  tr: 'Turkish',
  fa: 'Farsi',
} as const;
export type DisplayLanguage = keyof typeof DISPLAY_LANGUAGE_NAMES;
export const DISPLAY_LANGUAGES = Object.keys(DISPLAY_LANGUAGE_NAMES) as readonly DisplayLanguage[];

/**
 * The display language a scan asks for (`preferredLanguage`, spec 01 §2), by lower-case name: the
 * select's names, and the other names people use for two of them. Zod-free: the scan service and
 * the page's device path (offline scans) read it the same way.
 */
const CODE_BY_NAME: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    DISPLAY_LANGUAGES.map((code) => [DISPLAY_LANGUAGE_NAMES[code].toLowerCase(), code]),
  ),
  persian: 'fa',
  polish: 'pl',
};

/** `Spanish` → `es`, `pt-BR` → `pt`; anything else shows English. */
export function displayLanguageCode(value: string | undefined | null): string {
  if (!value) return 'en';
  const v = value.trim().toLowerCase();
  if (Object.hasOwn(CODE_BY_NAME, v)) return CODE_BY_NAME[v];
  const code = v.split(/[-_]/)[0];
  return /^[a-z]{2}$/.test(code) ? code : 'en';
}
