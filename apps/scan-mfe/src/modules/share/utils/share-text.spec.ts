import { buildShareText, truncateForShare } from './share-text';

describe('share text', () => {
  it('cuts long analysis text at 200 characters with an ellipsis', () => {
    expect(truncateForShare('a'.repeat(250))).toBe(`${'a'.repeat(200)}...`);
    expect(truncateForShare('short')).toBe('short');
  });

  it('summarises rating, allergens and concerning ingredients', () => {
    const text = buildShareText({
      productName: 'Cookies',
      rating: 'moderate',
      score: 5.5,
      ingredients: [
        { name: 'Flour', safetyRating: 'low_risk' },
        { name: 'E102', safetyRating: 'hazardous' },
      ],
      allergens: [{ name: 'Wheat', safetyRating: 'moderate', safetyScore: 5 }],
    });
    expect(text).toContain('Cookies: Moderate Risk (5.5/10)');
    expect(text).toContain('Allergens: Wheat');
    expect(text).toContain('E102 (High Risk)');
    expect(text).not.toContain('Flour (');
  });
});
