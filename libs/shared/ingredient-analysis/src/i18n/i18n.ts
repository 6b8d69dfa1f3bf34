import type { Entity, KnowledgeBase } from '../kb/knowledge-base';
import { MESSAGES, TEMPLATE_LANGUAGES, type MessageKey, type TemplateLanguage } from './messages';

/** Display languages of the product (spec, scanning screen). */
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
] as const;
export type DisplayLanguage = (typeof DISPLAY_LANGUAGES)[number];

export interface LanguageChoice {
  /** Language used for names (taxonomy names exist for all display languages, unevenly). */
  display: string;
  /** Language of the explanation templates actually used. */
  explanation: TemplateLanguage;
}

/** `pt-BR` → `pt`; unknown codes fall back to English. */
export function resolveLanguage(lang: string | undefined): LanguageChoice {
  const base = (lang ?? 'en').toLowerCase().split(/[-_]/)[0];
  const display = (DISPLAY_LANGUAGES as readonly string[]).includes(base) ? base : 'en';
  const explanation = (TEMPLATE_LANGUAGES as readonly string[]).includes(display)
    ? (display as TemplateLanguage)
    : 'en';
  return { display, explanation };
}

/** Templates split once into literal text and `{param}` names, alternating. */
const compiledTemplates = new Map<string, string[]>();

export function t(
  lang: TemplateLanguage,
  key: MessageKey,
  params: Partial<Record<string, string | number>> = {},
): string {
  const template = MESSAGES[lang][key];
  let parts = compiledTemplates.get(template);
  if (parts === undefined) {
    parts = template.split(/\{(\w+)\}/);
    compiledTemplates.set(template, parts);
  }
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const value = params[parts[i]];
    out += (value !== undefined ? String(value) : '') + parts[i + 1];
  }
  return out;
}

function titleCase(s: string): string {
  return s
    .toLowerCase()
    .replace(/(^|[\s/(-])(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase());
}

/** Name of an entity in the display language, or English, or any name it has. */
export function entityName(entity: Entity, lang: string): string {
  if (entity.kind === 'cosmetic') return titleCase(entity.names.en ?? entity.id);
  const name = entity.names[lang] ?? entity.names.en ?? Object.values(entity.names)[0] ?? entity.id;
  return entity.kind === 'additive' || entity.kind === 'substance'
    ? name.charAt(0).toUpperCase() + name.slice(1)
    : name;
}

/**
 * The name to show in the display language: the entry's own name in that language, else the name
 * of the additive it is (`Emulgator Lecithine` → E322 `Lecithins`), else the name as printed —
 * never a name in a third language (issue 12: a German name shown in an English result).
 */
export function displayName(
  kb: KnowledgeBase,
  entity: Entity,
  lang: string,
  printed: string,
): string {
  if (entity.kind === 'cosmetic') return entityName(entity, lang);
  if (entity.names[lang]) return entityName(entity, lang);
  const additive = entity.code ? kb.additive(entity.code) : undefined;
  if (additive && additive !== entity && additive.names[lang]) return entityName(additive, lang);
  return printed.trim() || entityName(entity, lang);
}

export function allergenName(kb: KnowledgeBase, id: string, lang: string): string {
  const a = kb.allergen(id);
  const name = a?.names[lang] ?? a?.names.en ?? id;
  return name.toLowerCase();
}

export function additiveClassName(kb: KnowledgeBase, id: string, lang: string): string {
  const c = kb.additiveClass(id);
  return (c?.names[lang] ?? c?.names.en ?? id).toLowerCase();
}

export function cosmeticFunctionName(kb: KnowledgeBase, index: number, lang: string): string {
  const f = kb.cosmeticFunctions.at(index);
  return (f?.names[lang] ?? f?.names.en ?? '').toLowerCase();
}

const LIST_JOIN: Record<TemplateLanguage, string> = {
  en: ' and ',
  es: ' y ',
  fr: ' et ',
  de: ' und ',
  it: ' e ',
  pt: ' e ',
  nl: ' en ',
};

export function joinList(items: string[], lang: TemplateLanguage): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${LIST_JOIN[lang]}${items[items.length - 1]}`;
}

const DIET_NAMES: Record<TemplateLanguage, Record<string, string>> = {
  en: {
    vegan: 'vegan',
    vegetarian: 'vegetarian',
    pescatarian: 'pescatarian',
    keto: 'keto',
    paleo: 'paleo',
    mediterranean: 'Mediterranean',
    'low-carb': 'low-carb',
    'gluten-free': 'gluten-free',
    'dairy-free': 'dairy-free',
    whole30: 'Whole30',
  },
  es: {
    vegan: 'vegana',
    vegetarian: 'vegetariana',
    pescatarian: 'pescetariana',
    keto: 'cetogénica',
    paleo: 'paleo',
    mediterranean: 'mediterránea',
    'low-carb': 'baja en carbohidratos',
    'gluten-free': 'sin gluten',
    'dairy-free': 'sin lácteos',
    whole30: 'Whole30',
  },
  fr: {
    vegan: 'végétalien',
    vegetarian: 'végétarien',
    pescatarian: 'pescétarien',
    keto: 'cétogène',
    paleo: 'paléo',
    mediterranean: 'méditerranéen',
    'low-carb': 'pauvre en glucides',
    'gluten-free': 'sans gluten',
    'dairy-free': 'sans produits laitiers',
    whole30: 'Whole30',
  },
  de: {
    vegan: 'veganen',
    vegetarian: 'vegetarischen',
    pescatarian: 'pescetarischen',
    keto: 'ketogenen',
    paleo: 'Paleo',
    mediterranean: 'mediterranen',
    'low-carb': 'kohlenhydratarmen',
    'gluten-free': 'glutenfreien',
    'dairy-free': 'milchfreien',
    whole30: 'Whole30',
  },
  it: {
    vegan: 'vegana',
    vegetarian: 'vegetariana',
    pescatarian: 'pescetariana',
    keto: 'chetogenica',
    paleo: 'paleo',
    mediterranean: 'mediterranea',
    'low-carb': 'a basso contenuto di carboidrati',
    'gluten-free': 'senza glutine',
    'dairy-free': 'senza latticini',
    whole30: 'Whole30',
  },
  pt: {
    vegan: 'vegana',
    vegetarian: 'vegetariana',
    pescatarian: 'pescetariana',
    keto: 'cetogénica',
    paleo: 'paleo',
    mediterranean: 'mediterrânica',
    'low-carb': 'pobre em hidratos de carbono',
    'gluten-free': 'sem glúten',
    'dairy-free': 'sem laticínios',
    whole30: 'Whole30',
  },
  nl: {
    vegan: 'veganistisch',
    vegetarian: 'vegetarisch',
    pescatarian: 'pescotarisch',
    keto: 'ketogeen',
    paleo: 'paleo',
    mediterranean: 'mediterraan',
    'low-carb': 'koolhydraatarm',
    'gluten-free': 'glutenvrij',
    'dairy-free': 'zuivelvrij',
    whole30: 'Whole30',
  },
};

export function dietName(diet: string, lang: TemplateLanguage): string {
  return DIET_NAMES[lang][diet] ?? diet;
}
