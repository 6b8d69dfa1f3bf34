import { DISPLAY_LANGUAGES } from '@labellens/contracts/vocabulary';
import type { Entity, KnowledgeBase } from '../kb/knowledge-base';
import { DIET_NAMES } from './diet-names';
import { MESSAGES, TEMPLATE_LANGUAGES, type MessageKey, type TemplateLanguage } from './messages';
import {
  curatedAdditiveClassName,
  curatedAllergenName,
  curatedCosmeticFunctionName,
  curatedToxicity,
} from './names';

/** Display languages of the product (spec, scanning screen): the API's one list. */
export { DISPLAY_LANGUAGES, type DisplayLanguage } from '@labellens/contracts/vocabulary';

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

/** Entity names by language, written once per entity (knowledge-base entities never change). */
let entityNames = new WeakMap<Entity, Map<string, string>>();

/** Forgets every entity's written names (see clearAnalysisCaches). */
export function clearEntityNames(): void {
  entityNames = new WeakMap();
}

/** Name of an entity in the display language, or English, or any name it has. */
export function entityName(entity: Entity, lang: string): string {
  let byLang = entityNames.get(entity);
  if (!byLang) {
    byLang = new Map();
    entityNames.set(entity, byLang);
  }
  let name = byLang.get(lang);
  if (name === undefined) {
    name = writeEntityName(entity, lang);
    byLang.set(lang, name);
  }
  return name;
}

function writeEntityName(entity: Entity, lang: string): string {
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
  const curated = curatedAllergenName(id, lang);
  if (curated) return curated;
  const a = kb.allergen(id);
  const name = a?.names[lang] ?? a?.names.en ?? id;
  return name.toLowerCase();
}

export function additiveClassName(kb: KnowledgeBase, id: string, lang: string): string {
  const c = kb.additiveClass(id);
  return curatedAdditiveClassName(id, lang) ?? (c?.names[lang] ?? c?.names.en ?? id).toLowerCase();
}

export function cosmeticFunctionName(kb: KnowledgeBase, index: number, lang: string): string {
  const f = kb.cosmeticFunctions.at(index);
  const curated = f && curatedCosmeticFunctionName(f.id, lang);
  return curated ?? (f?.names[lang] ?? f?.names.en ?? '').toLowerCase();
}

const LIST_JOIN: Record<TemplateLanguage, string> = {
  en: ' and ',
  es: ' y ',
  fr: ' et ',
  de: ' und ',
  it: ' e ',
  pt: ' e ',
  nl: ' en ',
  zh: '和',
  ja: '、',
  ko: ' 및 ',
  ar: ' و',
  ru: ' и ',
  hi: ' और ',
  tr: ' ve ',
  fa: ' و ',
};

/** Separators that differ from the Latin-script ones: the enumeration comma, `;`, sentences. */
const LIST_COMMA: Partial<Record<TemplateLanguage, string>> = {
  zh: '、',
  ja: '、',
  ar: '، ',
  fa: '، ',
};
const CLAUSE_SEP: Partial<Record<TemplateLanguage, string>> = {
  zh: '；',
  ja: '；',
  ar: '؛ ',
  fa: '؛ ',
};
const SENTENCE_SEP: Partial<Record<TemplateLanguage, string>> = { zh: '', ja: '' };

export function joinList(items: string[], lang: TemplateLanguage): string {
  if (items.length <= 1) return items.join('');
  const comma = LIST_COMMA[lang] ?? ', ';
  return `${items.slice(0, -1).join(comma)}${LIST_JOIN[lang]}${items[items.length - 1]}`;
}

/** Items separated by the enumeration comma only (`fat, salt`). */
export function joinComma(items: string[], lang: TemplateLanguage): string {
  return items.join(LIST_COMMA[lang] ?? ', ');
}

/** The Prop 65 toxicity types (`cancer, developmental`) in `lang` where they are translated. */
export function toxicityText(raw: string, lang: TemplateLanguage): string {
  const words = curatedToxicity(raw, lang);
  return words ? joinComma(words, lang) : raw;
}

/** Clauses of one line (`Not for you: a; b`). */
export function joinClauses(items: string[], lang: TemplateLanguage): string {
  return items.join(CLAUSE_SEP[lang] ?? '; ');
}

/** Whole sentences, each ending in its own full stop (no space between them in zh and ja). */
export function joinSentences(items: string[], lang: TemplateLanguage): string {
  return items.join(SENTENCE_SEP[lang] ?? ' ');
}

/** A sentence without its final full stop (`.`, `。`, `।`), to be used as a clause. */
export function withoutStop(sentence: string): string {
  return sentence.replace(/[.。।]$/u, '');
}

export function dietName(diet: string, lang: TemplateLanguage): string {
  return DIET_NAMES[lang][diet] ?? diet;
}
