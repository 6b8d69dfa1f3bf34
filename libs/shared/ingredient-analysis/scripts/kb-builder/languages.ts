import { DISPLAY_LANGUAGES } from '../../src/i18n/i18n';

/** Label languages the parser is tested on (names kept for matching). */
export const PARSE_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'pl', 'fi', 'sv', 'da'];

/** Languages whose names the knowledge base keeps: the label and the display languages. */
export const KEPT_LANGUAGES = [...new Set([...PARSE_LANGUAGES, ...DISPLAY_LANGUAGES])].sort();
