import * as BY_LANGUAGE from './guidance/by-language';
import { GUIDANCE_EN, type GuidanceKey, type GuidanceTexts } from './guidance/en';
import type { TemplateLanguage } from './messages';

export { GUIDANCE_EN, type GuidanceKey };

/**
 * "Choose instead" advice (issue 18), one text per `advice` key of the knowledge-base guidance
 * table (sources/guidance.json). Each names something checkable on the next label and never a
 * brand; one file per language under guidance/. English is complete; a missing translation falls
 * back to English. Placeholders: `{name}` (the ingredients, as recognised), `{allergen}`, `{diet}`.
 */
const GUIDANCE: Record<TemplateLanguage, GuidanceTexts> = BY_LANGUAGE;

/**
 * The advice text in `lang`, else in English, with `{placeholders}` filled. Returns the language
 * actually used; an unknown key gives null (never the key itself).
 */
export function guidanceText(
  lang: TemplateLanguage,
  key: string,
  params: Partial<Record<string, string>>,
): { text: string; language: TemplateLanguage } | null {
  if (!Object.hasOwn(GUIDANCE_EN, key)) return null;
  const own = GUIDANCE[lang][key as GuidanceKey];
  const template = own ?? GUIDANCE_EN[key as GuidanceKey];
  return {
    text: template.replace(/\{(\w+)\}/g, (_m, p: string) => params[p] ?? ''),
    language: own !== undefined ? lang : 'en',
  };
}
