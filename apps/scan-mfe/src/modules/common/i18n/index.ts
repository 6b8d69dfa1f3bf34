import { DISPLAY_LANGUAGE_NAMES, DISPLAY_LANGUAGES } from '@labellens/contracts/vocabulary';
import { en, type ResultsTable, type ResultsTextKey } from './en';
import * as BY_LANGUAGE from './tables';

export type { ResultsTable, ResultsTextKey } from './en';

/** The display languages, in the order of the scan page's select. */
export const RESULTS_LANGUAGES = DISPLAY_LANGUAGE_NAMES;
export type ResultsLanguage = keyof typeof RESULTS_LANGUAGES;

export const RESULTS_TABLES: Record<ResultsLanguage, ResultsTable> = BY_LANGUAGE;

/**
 * Languages the analysis engine writes its explanations, concerns and verdicts in (its
 * TEMPLATE_LANGUAGES: all display languages since issue 13). Were one missing, those texts
 * would arrive in English and are then marked `lang="en"` (and `dir="ltr"` in right-to-left
 * results). A unit test keeps this list equal to the engine's.
 */
export const ENGINE_TEXT_LANGUAGES: readonly ResultsLanguage[] = DISPLAY_LANGUAGES;

const RTL: ReadonlySet<ResultsLanguage> = new Set(['ar', 'fa']);

/** `es`, `pt-BR`, `Spanish` (the select's value) → a display language; anything else → `en`. */
export function resultsLanguage(value: string | null | undefined): ResultsLanguage {
  const raw = (value ?? '').trim();
  const code = raw.toLowerCase().split(/[-_]/)[0];
  if (code in RESULTS_TABLES) return code as ResultsLanguage;
  const byName = (Object.keys(RESULTS_LANGUAGES) as ResultsLanguage[]).find(
    (l) => RESULTS_LANGUAGES[l].toLowerCase() === raw.toLowerCase(),
  );
  return byName ?? 'en';
}

export function textDirection(lang: ResultsLanguage): 'rtl' | 'ltr' {
  return RTL.has(lang) ? 'rtl' : 'ltr';
}

export type TextParams = Partial<Record<string, string | number>>;

/** Plural-sensitive keys have `.one` and `.other` forms. */
type PluralBase<K> = K extends `${infer B}.one` ? B : never;
export type ResultsPluralKey = PluralBase<ResultsTextKey>;

export interface ResultsText {
  lang: ResultsLanguage;
  dir: 'rtl' | 'ltr';
  /**
   * `lang` for texts the engine wrote (explanations, concerns, verdicts): undefined when they are
   * in the display language, `en` when the engine has no templates for it.
   */
  engineLang: 'en' | undefined;
  /** Attributes for an engine-written element: `lang="en"`, and `dir="ltr"` inside right to left. */
  engine: { lang?: 'en'; dir?: 'ltr' };
  t: (key: ResultsTextKey, params?: TextParams) => string;
  /**
   * Attributes of a dialog about the results: rendered outside them, it carries their language
   * and direction itself, and names its close button in that language.
   */
  dialog: { lang: ResultsLanguage; dir: 'rtl' | 'ltr'; closeLabel: string };
  /** `.one` / `.other` form picked by `count` with the language's plural rules. */
  plural: (key: ResultsPluralKey, count: number, params?: TextParams) => string;
  /** A number in the language's digits and separators (8.5, ٨٫٥, 8,5). */
  number: (n: number, maxFractionDigits?: number) => string;
  /** A date in the language's usual short form. */
  date: (iso: string | null | undefined) => string;
}

function fill(template: string, params: TextParams | undefined, number: (n: number) => string) {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => {
    const v = params[name];
    if (v === undefined) return m;
    return typeof v === 'number' ? number(v) : v;
  });
}

const cache = new Map<ResultsLanguage, ResultsText>();

/** The texts, plural and number/date formatting of one display language. */
export function resultsText(value: string | null | undefined): ResultsText {
  const lang = resultsLanguage(value);
  const cached = cache.get(lang);
  if (cached) return cached;
  const table = RESULTS_TABLES[lang];
  const plurals = new Intl.PluralRules(lang);
  const numberFormats = new Map<number, Intl.NumberFormat>();
  const number = (n: number, maxFractionDigits = 1) => {
    let f = numberFormats.get(maxFractionDigits);
    if (!f) {
      f = new Intl.NumberFormat(lang, {
        maximumFractionDigits: maxFractionDigits,
        useGrouping: false,
      });
      numberFormats.set(maxFractionDigits, f);
    }
    return f.format(n);
  };
  const dates = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' });
  const t = (key: ResultsTextKey, params?: TextParams) =>
    fill(table[key] || en[key], params, number);
  const text: ResultsText = {
    lang,
    dir: textDirection(lang),
    engineLang: ENGINE_TEXT_LANGUAGES.includes(lang) ? undefined : 'en',
    engine: ENGINE_TEXT_LANGUAGES.includes(lang)
      ? {}
      : textDirection(lang) === 'rtl'
        ? { lang: 'en', dir: 'ltr' }
        : { lang: 'en' },
    t,
    dialog: { lang, dir: textDirection(lang), closeLabel: t('common.close') },
    plural: (key, count, params) =>
      t(
        plurals.select(count) === 'one'
          ? (`${key}.one` as ResultsTextKey)
          : (`${key}.other` as ResultsTextKey),
        params,
      ),
    number,
    date: (iso) => {
      if (!iso) return '';
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? '' : dates.format(d);
    },
  };
  cache.set(lang, text);
  return text;
}
