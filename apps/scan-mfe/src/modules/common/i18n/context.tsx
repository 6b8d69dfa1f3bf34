import type { Ingredient } from '@labellens/web-api-client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { resultsLanguage, resultsText, type ResultsLanguage, type ResultsText } from './index';

interface ResultsLanguageValue {
  language: string;
  /** Printed name (lower case) → the knowledge base's name in the display language. */
  names: ReadonlyMap<string, string>;
}

const ResultsLanguageContext = createContext<ResultsLanguageValue>({
  language: 'en',
  names: new Map(),
});

/**
 * The name to show for an ingredient: in English the printed name, as always; in another display
 * language the knowledge base's name in that language when it has one (`azúcar` for `sugar`),
 * else the printed name, which is what is on the label.
 */
export function localName(
  ingredient: Pick<Ingredient, 'name' | 'matchedName'>,
  lang: ResultsLanguage,
): string {
  const local = ingredient.matchedName?.trim();
  if (lang === 'en' || !local) return ingredient.name;
  return local.toLowerCase() === ingredient.name.trim().toLowerCase() ? ingredient.name : local;
}

/** The display language of the scan shown inside (its code or the select's name). */
export function ResultsLanguageProvider({
  language,
  ingredients,
  children,
}: {
  language: string;
  /** The scan's ingredients, so names given elsewhere (verdict, advice) are shown localised. */
  ingredients?: readonly Ingredient[];
  children: ReactNode;
}) {
  const value = useMemo<ResultsLanguageValue>(() => {
    const lang = resultsLanguage(language);
    const names = new Map<string, string>();
    for (const i of ingredients ?? []) {
      const shown = localName(i, lang);
      if (shown !== i.name) names.set(i.name.trim().toLowerCase(), shown);
    }
    return { language, names };
  }, [language, ingredients]);
  return (
    <ResultsLanguageContext.Provider value={value}>{children}</ResultsLanguageContext.Provider>
  );
}

export interface ResultsTextWithNames extends ResultsText {
  /** A printed ingredient name as shown in the display language. */
  name: (printed: string) => string;
}

/** Texts of the results UI in the scan's display language (English outside a provider). */
export function useResultsText(language?: string | null): ResultsTextWithNames {
  const context = useContext(ResultsLanguageContext);
  const value = language ?? context.language;
  return useMemo(() => {
    const text = resultsText(value);
    const names = language ? new Map<string, string>() : context.names;
    return {
      ...text,
      name: (printed: string) => names.get(printed.trim().toLowerCase()) ?? printed,
    };
  }, [value, language, context.names]);
}
