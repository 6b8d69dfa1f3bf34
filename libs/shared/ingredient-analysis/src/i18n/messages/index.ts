import { ar } from './ar';
import { de } from './de';
import { en, type MessageKey, type Messages } from './en';
import { es } from './es';
import { fa } from './fa';
import { fr } from './fr';
import { hi } from './hi';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { nl } from './nl';
import { pt } from './pt';
import { ru } from './ru';
import { tr } from './tr';
import { zh } from './zh';

/**
 * Explanation templates, one file per language, for every display language (`zh` is Simplified
 * Chinese). Every language has every key of English with the same `{placeholders}`.
 */
export const TEMPLATE_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'nl',
  'zh',
  'ja',
  'ko',
  'ar',
  'ru',
  'hi',
  'tr',
  'fa',
] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

export type { MessageKey, Messages };

export const MESSAGES: Record<TemplateLanguage, Messages> = {
  en,
  es,
  fr,
  de,
  it,
  pt,
  nl,
  zh,
  ja,
  ko,
  ar,
  ru,
  hi,
  tr,
  fa,
};
