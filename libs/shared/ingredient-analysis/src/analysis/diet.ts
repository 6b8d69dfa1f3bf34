/** Vegan / vegetarian / palm-oil status of one recognised entry. */
import type { Entity } from '../kb/knowledge-base';
import type { DietStatus } from '../types';

/** Allergens that name a plant source: `lecithin (soy)` declares where the additive comes from. */
const PLANT_SOURCES = new Set([
  'soybeans',
  'gluten',
  'peanuts',
  'nuts',
  'sesame-seeds',
  'celery',
  'mustard',
  'lupin',
]);
const ANIMAL_SOURCES = new Set(['milk', 'eggs', 'fish', 'crustaceans', 'molluscs']);

export function dietOf(
  e: Entity | null,
  allergens: string[],
  field: 'vegan' | 'vegetarian',
): DietStatus {
  if (!e) return 'unknown';
  const v = e[field];
  // An additive of animal or plant origin (`lecithin`: egg or soy) is a "maybe" until the label
  // names its source; a plant source settles it (soy lecithin is vegan).
  if (
    v === 'maybe' &&
    allergens.some((a) => PLANT_SOURCES.has(a)) &&
    !allergens.some((a) => ANIMAL_SOURCES.has(a))
  )
    return 'yes';
  if (v) return v;
  const g = e.groups ?? [];
  if (
    g.includes('meat') ||
    allergens.some((a) => a === 'fish' || a === 'crustaceans' || a === 'molluscs')
  )
    return 'no';
  if (
    field === 'vegan' &&
    (allergens.includes('milk') || allergens.includes('eggs') || g.includes('honey'))
  )
    return 'no';
  return e.kind === 'cosmetic' || e.kind === 'substance' ? 'unknown' : 'maybe';
}

export function palmOf(e: Entity | null): DietStatus {
  if (!e) return 'unknown';
  if (e.palmOil === 'yes' || e.groups?.includes('palm-oil')) return 'yes';
  if (e.palmOil === 'maybe') return 'maybe';
  if (e.palmOil === 'no') return 'no';
  // A generic `vegetable oil` / `vegetable fat` may be palm oil.
  if (e.groups?.includes('vegetable-oil') && /^ing:en:vegetable-(?:oil|fat)/.test(e.id))
    return 'maybe';
  return e.kind === 'cosmetic' || e.kind === 'substance' ? 'unknown' : 'no';
}
