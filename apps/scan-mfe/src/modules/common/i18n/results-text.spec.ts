import { en, type ResultsTextKey } from './en';
import { DISPLAY_LANGUAGES, TEMPLATE_LANGUAGES } from '@labellens/ingredient-analysis';
import {
  ENGINE_TEXT_LANGUAGES,
  RESULTS_LANGUAGES,
  RESULTS_TABLES,
  resultsLanguage,
  resultsText,
} from './index';

/** Values that may read the same as English: the same word in that language. */
const SAME_AS_ENGLISH: Partial<Record<string, ResultsTextKey[]>> = {
  es: ['common.error'],
  fr: ['nutrition.calories', 'nutrition.sodium'],
  de: ['rec.neutral', 'text.ingredient'],
  it: ['text.ingredient', 'nutrition.fibre'],
  nl: ['text.ingredient'],
  tr: ['nutrition.protein'],
};

const langs = Object.keys(RESULTS_TABLES) as (keyof typeof RESULTS_TABLES)[];
const keys = Object.keys(en) as ResultsTextKey[];
const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('results text tables', () => {
  it('has a table for each of the 15 display languages of the engine, in its order', () => {
    expect(Object.keys(RESULTS_LANGUAGES)).toEqual([...DISPLAY_LANGUAGES]);
    expect([...langs].sort()).toEqual([...DISPLAY_LANGUAGES].sort());
  });

  it('knows which languages the engine writes explanations in', () => {
    expect([...ENGINE_TEXT_LANGUAGES].sort()).toEqual([...TEMPLATE_LANGUAGES].sort());
    for (const lang of ENGINE_TEXT_LANGUAGES) expect(resultsText(lang).engine).toEqual({});
  });

  it.each(langs.filter((l) => l !== 'en'))(
    '%s: every key, none empty, none left in English',
    (lang) => {
      const table = RESULTS_TABLES[lang];
      expect(Object.keys(table).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        const value = table[key];
        expect(value.trim()).not.toBe('');
        // The same placeholders as English, so no number or name is lost.
        expect([key, params(value)]).toEqual([key, params(en[key])]);
        if (!SAME_AS_ENGLISH[lang]?.includes(key)) expect([key, value]).not.toEqual([key, en[key]]);
      }
    },
  );

  it('resolves codes and the scan page select names, and falls back to English', () => {
    expect(resultsLanguage('Spanish')).toBe('es');
    expect(resultsLanguage('pt-BR')).toBe('pt');
    expect(resultsLanguage('Farsi')).toBe('fa');
    expect(resultsLanguage('xx')).toBe('en');
    expect(resultsLanguage(undefined)).toBe('en');
  });

  it('fills parameters, picks plurals and formats numbers by language', () => {
    const enText = resultsText('en');
    expect(enText.t('results.analysed', { n: 3 })).toBe('3 ingredients analyzed');
    expect(enText.plural('overall.basedOn', 1, { recognised: 1, total: 1 })).toBe(
      'Based on 1 of 1 ingredient',
    );
    expect(enText.plural('overall.basedOn', 4, { recognised: 3, total: 4 })).toBe(
      'Based on 3 of 4 ingredients',
    );
    expect(enText.number(8.5)).toBe('8.5');
    expect(resultsText('de').number(8.5)).toBe('8,5');
    expect(resultsText('es').t('risk.high')).toBe('Riesgo alto');
    expect(resultsText('ar').dir).toBe('rtl');
    expect(resultsText('fa').dir).toBe('rtl');
    expect(resultsText('zh').dir).toBe('ltr');
  });
});
