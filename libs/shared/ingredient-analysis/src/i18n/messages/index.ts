import { de } from './de';
import { en, type MessageKey, type Messages } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';

/**
 * Explanation templates, one file per language. Written for en, es, fr, de, it, pt, nl; the other
 * display languages (zh, ja, ko, ar, ru, hi, tr, fa) fall back to English and results say so
 * (`explanationLanguage: 'en'`). Placeholders are `{name}`.
 */
export const TEMPLATE_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

export type { MessageKey, Messages };

export const MESSAGES: Record<TemplateLanguage, Messages> = { en, es, fr, de, it, pt, nl };
