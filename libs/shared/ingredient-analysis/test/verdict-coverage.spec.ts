import {
  analyzeIngredients,
  hasEnoughCoverage,
  MIN_SCORED_COVERAGE,
  overallSafety,
  personalHeadline,
  type PersonalReason,
  type UserProfile,
} from '../src';

const known = { riskLevel: 'low_risk' as const, safetyScore: 10 };
const unknown = { riskLevel: 'unknown' as const, safetyScore: null };

function list(recognised: number, total: number) {
  return [
    ...Array.from({ length: recognised }, (_, i) => ({ ...known, name: `known ${i}` })),
    ...Array.from({ length: total - recognised }, (_, i) => ({ ...unknown, name: `word ${i}` })),
  ];
}

describe('coverage threshold (docs/method.md, "Coverage")', () => {
  it('is 60 %, the level at which Robotoff accepts a list as read', () => {
    expect(MIN_SCORED_COVERAGE).toBe(0.6);
  });

  it.each([
    [6, 10, true],
    [5, 10, false],
    [3, 5, true],
    [2, 4, false],
    [1, 1, true],
    [0, 1, false],
    [2, 3, true],
    [1, 2, false],
    [0, 0, false],
  ])('%i of %i recognised → scored: %s', (recognised, total, scored) => {
    expect(hasEnoughCoverage(recognised, total)).toBe(scored);
    const o = overallSafety(list(recognised, total));
    expect(o.enoughKnown).toBe(scored);
    expect(o.recognised).toBe(recognised);
    expect(o.total).toBe(total);
    if (scored) expect(o.score).toBe(10);
    else expect(o).toMatchObject({ score: null, rating: 'unknown' });
  });

  it('lists the unrecognised names once, in list order', () => {
    const o = overallSafety([
      { ...unknown, name: 'zindle' },
      { ...known, name: 'sugar' },
      { ...unknown, name: 'blorp' },
      { ...unknown, name: 'zindle' },
    ]);
    expect(o.unrecognised).toEqual(['zindle', 'blorp']);
  });

  it('never scores a list of mostly unknown words (the 10/10 of issue 12)', () => {
    const r = analyzeIngredients('water, sugar, blorpex, zindlewort, quaxomine, frumblate');
    expect(r.overallSafety.recognised).toBe(2);
    expect(r.overallSafety.total).toBe(6);
    expect(r.overallSafety.score).toBeNull();
    expect(r.overallSafety.rating).toBe('unknown');
    expect(r.overallSafety.unrecognised).toEqual([
      'blorpex',
      'zindlewort',
      'quaxomine',
      'frumblate',
    ]);
  });

  it('still scores a well-recognised list and says what it rests on', () => {
    const r = analyzeIngredients('sugar, salt, water, citric acid, blorpex');
    expect(r.overallSafety.enoughKnown).toBe(true);
    expect(r.overallSafety.recognised).toBe(4);
    expect(r.overallSafety.total).toBe(5);
    expect(r.overallSafety.score).not.toBeNull();
  });
});

describe('personal headline', () => {
  const analyse = (text: string, profile: UserProfile, displayLanguage = 'en') =>
    analyzeIngredients(text, { profile, displayLanguage }).personal;

  it.each([['lait, cacahuètes'], ['Milch, Erdnüsse'], ['milk'], [['leche']]])(
    'an allergy typed as %j puts "Not for you" first and names the ingredients',
    (allergies) => {
      const p = analyse('sugar, hazelnuts, skimmed milk powder, whey, cocoa', { allergies });
      expect(p?.verdict).toBe('avoid');
      expect(p?.headline?.verdict).toBe('avoid');
      expect(p?.headline?.text).toBe('Not for you: contains milk (your allergy)');
      expect(p?.headline?.ingredients).toEqual(['skimmed milk powder', 'whey']);
    },
  );

  it('is null when nothing in the profile conflicts', () => {
    const p = analyse('sugar, salt', { allergies: 'peanuts' });
    expect(p?.verdict).toBe('ok');
    expect(p?.headline).toBeNull();
  });

  it('speaks the display language', () => {
    const p = analyse('sucre, lait écrémé en poudre', { allergies: 'lait' }, 'fr');
    expect(p?.headline?.text).toMatch(/^Pas pour vous : contient .*lait.* \(votre allergie\)$/i);
  });

  it('a trace of an allergen is caution, not avoid', () => {
    const p = analyse('sugar, cocoa butter. May contain peanuts', { allergies: 'peanuts' });
    expect(p?.verdict).toBe('caution');
    expect(p?.headline?.text).toBe('Take care: may contain peanuts (your allergy)');
    expect(p?.headline?.ingredients).toEqual([]);
  });

  it('a strict diet conflict is avoid and names its ingredients', () => {
    const p = analyse('sugar, milk, gelatine', { diet: 'vegan' });
    expect(p?.verdict).toBe('avoid');
    expect(p?.headline?.text).toBe('Not for you: does not fit your vegan diet');
    expect(p?.headline?.ingredients).toEqual(['milk', 'gelatine']);
  });

  it('a health concern is caution', () => {
    const p = analyse('water, salt', { healthConcerns: 'high blood pressure' });
    expect(p?.verdict).toBe('caution');
    expect(p?.headline?.reasons[0]).toMatchObject({ type: 'health', ingredients: ['salt'] });
  });

  it('marked ingredients count: an allergy mark is avoid, a concern is caution', () => {
    const withMark = (preference: 'allergy' | 'concern') =>
      analyzeIngredients('sugar, palm oil', {
        preferences: [{ ingredientName: 'palm oil', preference }],
      }).personal;
    expect(withMark('allergy')?.verdict).toBe('avoid');
    expect(withMark('concern')?.verdict).toBe('caution');
    expect(withMark('concern')?.headline?.ingredients).toEqual(['palm oil']);
  });

  it('the verdict does not change the product score', () => {
    const text = 'sugar, hazelnuts, skimmed milk powder, cocoa';
    const plain = analyzeIngredients(text);
    const allergic = analyzeIngredients(text, { profile: { allergies: 'milk' } });
    expect(allergic.personal?.verdict).toBe('avoid');
    expect(allergic.overallSafety).toEqual(plain.overallSafety);
  });

  describe('rules', () => {
    const r = (severity: 'high' | 'moderate', text: string, ingredients: string[] = []) =>
      ({ type: 'allergy', severity, text, ingredients }) as PersonalReason;

    it('puts high reasons first, counts those past three, names each ingredient once', () => {
      const h = personalHeadline(
        [
          r('moderate', 'a', ['x']),
          r('high', 'b', ['y', 'x']),
          r('high', 'c'),
          r('moderate', 'd', ['z']),
          r('high', 'e'),
        ],
        'en',
      );
      expect(h?.verdict).toBe('avoid');
      expect(h?.text).toBe('Not for you: b; c; e; 2 more');
      expect(h?.ingredients).toEqual(['y', 'x', 'z']);
    });

    it('only moderate reasons make caution; none make no headline', () => {
      expect(personalHeadline([r('moderate', 'a')], 'en')?.text).toBe('Take care: a');
      expect(personalHeadline([], 'en')).toBeNull();
    });
  });
});
