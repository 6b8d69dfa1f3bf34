import type { DisplayLanguage } from '@labellens/contracts/vocabulary';
import * as BY_LANGUAGE from './by-language';
import type { Messages } from './en';

export type { MessageKey, Messages } from './en';

/**
 * Explanation templates, one file per language, for every display language (`zh` is Simplified
 * Chinese). Every language has every key of English with the same `{placeholders}`.
 */
export { DISPLAY_LANGUAGES as TEMPLATE_LANGUAGES } from '@labellens/contracts/vocabulary';
export type TemplateLanguage = DisplayLanguage;

export const MESSAGES: Record<TemplateLanguage, Messages> = BY_LANGUAGE;
