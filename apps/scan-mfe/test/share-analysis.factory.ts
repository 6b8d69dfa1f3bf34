import { anIngredient } from '@labellens/web-testing/factories';
import type { ShareAnalysis } from '../src/modules/share/utils/share-model';

/**
 * The analysis a share is made of: a scored product without a profile or advice; the coverage
 * follows the ingredients given (every one recognised unless the test says otherwise).
 */
export function aShareAnalysis(overrides: Partial<ShareAnalysis> = {}): ShareAnalysis {
  const ingredients = overrides.ingredients ?? [anIngredient()];
  return {
    productName: 'Oat Cookies',
    rating: 'low_risk',
    score: 8,
    ingredients,
    allergens: [],
    personal: null,
    coverage: {
      recognised: ingredients.length,
      total: ingredients.length,
      enoughKnown: true,
      unrecognised: [],
    },
    guidance: [],
    ...overrides,
  };
}
