/**
 * The rules behind personal alerts, from facts about one ingredient (its groups, allergens, diet
 * tags and hazards): why it does not fit a diet, and which health concerns it touches.
 */
import type { MessageKey } from '../i18n/messages';
import type { Entity } from '../kb/knowledge-base';
import type { Diet, DietStatus } from '../types';

/** What personalisation needs to know about one analysed ingredient. */
export interface PersonalInput {
  name: string;
  /** Name used in messages: the recognised name (with its code), else the printed one. */
  label: string;
  entity: Entity | null;
  allergens: string[];
  vegan: DietStatus;
  vegetarian: DietStatus;
  additive: string | null;
}

const HYDROGENATED =
  /\b(?:hydrogenated|hydrogene|hydrogenee|hydrogenees|gehartet|gehartete|hidrogenado|hidrogenada|idrogenato|idrogenata|idrogenati|gehard|geharde|hydrogeneerd|utwardzony|kovetettu|hardad|hardnet)\b/;

function groups(e: Entity | null): string[] {
  return e?.groups ?? [];
}

function isProcessedMeat(e: Entity | null): boolean {
  return (
    (e?.hazards ?? []).some((h) => h.type === 'iarc' && /processed meat/i.test(h.agent)) ||
    groups(e).includes('nitrite')
  );
}

function hasSodium(e: Entity | null): boolean {
  if (!e) return false;
  if (groups(e).includes('salt')) return true;
  return e.kind === 'additive' && (/\bsodium\b/i.test(e.names.en ?? '') || e.code === 'E621');
}

/** Reasons an ingredient does not fit a diet: `conflict` reasons and `maybe` reasons. */
export function dietReasons(
  diet: Diet,
  i: PersonalInput,
  key: string,
): { conflict: string[]; maybe: string[] } {
  const g = groups(i.entity);
  const conflict: string[] = [];
  const maybe: string[] = [];
  const animal = () =>
    g.includes('meat')
      ? 'meat'
      : g.includes('fish') || g.includes('seafood')
        ? 'fish'
        : g.includes('dairy')
          ? 'dairy'
          : g.includes('egg')
            ? 'egg'
            : g.includes('honey')
              ? 'honey'
              : 'animal';
  switch (diet) {
    case 'vegan':
      if (i.vegan === 'no') conflict.push(animal());
      else if (i.vegan === 'maybe') maybe.push('animal');
      break;
    case 'vegetarian':
      if (i.vegetarian === 'no') conflict.push(animal());
      else if (i.vegetarian === 'maybe') maybe.push('animal');
      break;
    case 'pescatarian':
      if (
        i.vegetarian === 'no' &&
        !g.includes('fish') &&
        !g.includes('seafood') &&
        !i.allergens.some((a) => a === 'fish' || a === 'crustaceans' || a === 'molluscs')
      )
        conflict.push(g.includes('meat') ? 'meat' : 'animal');
      else if (i.vegetarian === 'maybe') maybe.push('animal');
      break;
    case 'keto':
      if (g.includes('sugar') || g.includes('honey')) conflict.push('sugar');
      else if (g.includes('grain')) conflict.push('grain');
      else if (g.includes('starch')) conflict.push('starch');
      else if (g.includes('legume')) maybe.push('legume');
      break;
    case 'low-carb':
      if (g.includes('sugar') || g.includes('honey')) conflict.push('sugar');
      else if (g.includes('grain')) maybe.push('grain');
      else if (g.includes('starch')) maybe.push('starch');
      break;
    case 'paleo':
      if (g.includes('grain')) conflict.push('grain');
      else if (g.includes('legume')) conflict.push('legume');
      else if (g.includes('dairy')) conflict.push('dairy');
      else if (g.includes('sugar') && !g.includes('honey')) conflict.push('sugar');
      else if (g.includes('vegetable-oil')) maybe.push('vegetable-oil');
      else if (i.entity?.kind === 'additive') maybe.push('additive');
      break;
    case 'mediterranean':
      if (isProcessedMeat(i.entity)) maybe.push('processed');
      else if (HYDROGENATED.test(key)) maybe.push('vegetable-oil');
      break;
    case 'gluten-free':
      if (i.allergens.includes('gluten')) conflict.push('gluten');
      break;
    case 'dairy-free':
      if (i.allergens.includes('milk') || g.includes('dairy')) conflict.push('dairy');
      break;
    case 'whole30':
      if (g.includes('sugar') || g.includes('honey')) conflict.push('sugar');
      else if (g.includes('sweetener') || g.includes('polyol')) conflict.push('sweetener');
      else if (g.includes('alcohol')) conflict.push('alcohol');
      else if (g.includes('grain')) conflict.push('grain');
      else if (g.includes('legume')) conflict.push('legume');
      else if (g.includes('dairy')) conflict.push('dairy');
      else if (g.includes('sulphite') || i.additive === 'E407' || i.additive === 'E621')
        maybe.push('additive');
      break;
    case 'none':
      break;
  }
  return { conflict, maybe };
}

/** Health rules written from facts (docs/method.md, "Health concerns"). */
export function healthRules(concern: string, i: PersonalInput, key: string): MessageKey[] {
  const g = groups(i.entity);
  const out: MessageKey[] = [];
  switch (concern) {
    case 'hypertension':
      if (hasSodium(i.entity)) out.push('health.sodium');
      break;
    case 'diabetes':
      if (g.includes('sugar') || g.includes('honey')) out.push('health.sugar');
      break;
    case 'pregnancy':
      if (g.includes('caffeine')) out.push('health.caffeine');
      if (g.includes('alcohol')) out.push('health.alcohol');
      break;
    case 'phenylketonuria':
      if (g.includes('phenylalanine')) out.push('health.phenylalanine');
      break;
    case 'asthma':
      if (g.includes('sulphite')) out.push('health.sulphite');
      break;
    case 'kidney-disease':
      if (g.includes('phosphate')) out.push('health.phosphate');
      break;
    case 'high-cholesterol':
      if (g.includes('palm-oil') || HYDROGENATED.test(key)) out.push('health.satfat');
      if (isProcessedMeat(i.entity)) out.push('health.processedMeat');
      break;
    case 'ibs':
      if (g.includes('polyol')) out.push('health.polyol');
      break;
    case 'adhd':
      if (g.includes('southampton-colour')) out.push('health.colour');
      break;
    case 'celiac-disease':
      if (i.allergens.includes('gluten')) out.push('health.gluten');
      break;
    case 'lactose-intolerance':
      if (i.allergens.includes('milk')) out.push('health.lactose');
      break;
  }
  return out;
}
