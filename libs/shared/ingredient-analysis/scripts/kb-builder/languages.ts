/** Label languages the parser is tested on (names kept for matching). */
export const PARSE_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'pl', 'fi', 'sv', 'da'];

/** Display languages of the product (spec: scanning screen). */
export const DISPLAY_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'zh',
  'ja',
  'ko',
  'ar',
  'ru',
  'pt',
  'it',
  'nl',
  'hi',
  'tr',
  'fa',
];

export const KEPT_LANGUAGES = [...new Set([...PARSE_LANGUAGES, ...DISPLAY_LANGUAGES])].sort();
