import { analyzeIngredients } from '@labellens/ingredient-analysis';
import { LANDING_EXAMPLE, RATING_LABELS } from './landing-example';

// Issue 15: the landing page's example agrees with the analyser.
describe('the landing example', () => {
  const result = analyzeIngredients(LANDING_EXAMPLE.ingredients, { lang: 'en' });

  it('shows the score and rating the analyser gives the list', () => {
    expect(result.overallSafety.score).toBe(LANDING_EXAMPLE.score);
    expect(result.overallSafety.rating).toBe(LANDING_EXAMPLE.rating);
    expect(RATING_LABELS[LANDING_EXAMPLE.rating]).toBeDefined();
  });

  it('rates each ingredient as the analyser does, and flags the allergen', () => {
    const rows = LANDING_EXAMPLE.rows.map((r) => [r.name.toLowerCase(), r.badge]);
    const expected = result.ingredients.map((i) => {
      const allergen = i.allergens.length > 0 && result.allergens.includes(i.allergens[0]);
      return [i.name.toLowerCase(), allergen ? 'Allergen' : RATING_LABELS[i.riskLevel].label];
    });
    expect(rows).toEqual(expected);
  });
});
