import { anAllergen, anIngredient } from '@labellens/web-testing/factories';
import { aShareAnalysis } from '../../../../test/share-analysis.factory';
import { en } from '../../common/i18n/en';
import { resultsText } from '../../common/i18n/index';
import { CARD_SIZE, NUTRITION_CARD_HEIGHT } from './share-card-model';
import { shareCards, shareFileName } from './share-cards';
import { truncateForShare } from './share-format';
import { shareOptionLabel, shareOptions, shareTitle, type ShareRequest } from './share-model';
import { shareHashtags, shareText } from './share-text';

const INGREDIENTS = [
  anIngredient({
    id: 1,
    name: 'Oat flour',
    safetyRating: 'low_risk',
    explanation: 'Whole grain oats.',
  }),
  anIngredient({
    id: 2,
    name: 'Tartrazine (E102)',
    safetyRating: 'hazardous',
    explanation: 'A synthetic yellow dye. '.repeat(20),
    concerns: ['Hyperactivity in children', 'None', 'Allergic reactions', 'Asthma', 'Hives'],
  }),
  anIngredient({ id: 3, name: 'Palm oil', safetyRating: 'moderate' }),
];

const full: ShareRequest = {
  type: 'full',
  analysis: aShareAnalysis({
    productName: 'Oat Cookies',
    rating: 'moderate',
    score: 5.5,
    ingredients: INGREDIENTS,
    allergens: [anAllergen({ name: 'Wheat', safetyRating: 'moderate', safetyScore: 5 })],
  }),
};
const safeOnly: ShareRequest = {
  type: 'full',
  analysis: { ...full.analysis, rating: 'low_risk', ingredients: [INGREDIENTS[0]], allergens: [] },
};

describe('share card model', () => {
  it('full analysis: a summary card, one card per ingredient, then the promotional card', () => {
    const cards = shareCards(full, 'full');
    expect(cards.map((c) => c.kind)).toEqual([
      'summary',
      'ingredient',
      'ingredient',
      'ingredient',
      'promo',
    ]);
    expect(cards.every((c) => c.width === CARD_SIZE && c.height === CARD_SIZE)).toBe(true);
    expect(cards[0]).toMatchObject({
      ratingLabel: 'Moderate Risk',
      tone: 'warning',
      score: '5.5',
      dots: 2,
      ingredientCount: 3,
      allergenNames: ['Wheat'],
      traceNames: [],
      concerningCount: 2,
    });
    expect(cards[2]).toMatchObject({
      position: 'Ingredient 2 of 3',
      name: 'Tartrazine (E102)',
      ratingLabel: 'High Risk',
      tone: 'danger',
      // Meaningless entries dropped, at most three shown.
      concerns: ['Hyperactivity in children', 'Allergic reactions', 'Asthma'],
    });
    const explanation = cards[2].kind === 'ingredient' ? cards[2].explanation : '';
    expect(explanation).toHaveLength(203);
    expect(explanation.endsWith('...')).toBe(true);
  });

  it('safety summary is the overall rating only; concerning lists moderate and hazardous', () => {
    expect(shareCards(full, 'summary').map((c) => c.kind)).toEqual(['summary']);
    const concerning = shareCards(full, 'concerning');
    expect(concerning.map((c) => c.kind)).toEqual(['concerning', 'ingredient', 'ingredient']);
    expect(concerning[0]).toMatchObject({
      items: [
        { name: 'Tartrazine (E102)', ratingLabel: 'High Risk', tone: 'danger' },
        { name: 'Palm oil', ratingLabel: 'Moderate Risk', tone: 'warning' },
      ],
    });
    expect(concerning[1]).toMatchObject({ position: 'Ingredient to watch 1 of 2' });
  });

  it('offers Concerning Ingredients only when an ingredient is moderate or hazardous', () => {
    expect(shareOptions(full)).toEqual(['full', 'summary', 'concerning']);
    expect(shareOptions(safeOnly)).toEqual(['full', 'summary']);
    expect(shareOptions({ type: 'summary', analysis: full.analysis })).toEqual(['summary']);
  });

  it('nutrition is one 1080x1400 card with units added where missing', () => {
    const [card] = shareCards({
      type: 'nutrition',
      productName: 'Granola',
      data: { calories: 210, totalFat: '9', sodium: '120mg', protein: null },
      analysis: {
        recommendation: 'not-recommended',
        analysis: 'High in sugar.',
        parsedNutrition: { sugars: 18 },
      },
    });
    expect(card).toMatchObject({
      kind: 'nutrition',
      width: CARD_SIZE,
      height: NUTRITION_CARD_HEIGHT,
      recommendation: 'Not Recommended',
      tone: 'danger',
      rows: [
        { label: 'Calories', value: '210' },
        { label: 'Total fat', value: '9 g' },
        { label: 'Sugars', value: '18 g' },
        { label: 'Sodium', value: '120mg' },
      ],
      analysis: 'High in sugar.',
    });
  });

  it('ingredient and allergen shares are a single card', () => {
    expect(
      shareCards({ type: 'ingredient', productName: 'X', ingredient: INGREDIENTS[0] }),
    ).toMatchObject([{ kind: 'ingredient', position: null, tone: 'success' }]);
    expect(
      shareCards({
        type: 'allergen',
        productName: 'X',
        allergen: anAllergen({
          name: 'Milk',
          safetyRating: 'low_risk',
          safetyScore: 8,
          sourceStatement: 'None',
        }),
      }),
    ).toMatchObject([{ kind: 'allergen', tone: 'success', score: '8', source: null }]);
  });

  it('names files with the card number', () => {
    expect([0, 1, 13].map(shareFileName)).toEqual([
      'labellens-card-1.png',
      'labellens-card-2.png',
      'labellens-card-14.png',
    ]);
  });
});

describe('share text and hashtags', () => {
  it('cuts analysis text at 200 characters with an ellipsis', () => {
    expect(truncateForShare('a'.repeat(250))).toBe(`${'a'.repeat(200)}...`);
    expect(truncateForShare('a'.repeat(200))).toBe('a'.repeat(200));
  });

  it('full analysis: headline, the analysis cut at 200 characters, hashtags by type and rating', () => {
    const text = shareText(full, 'full');
    const [headline, body, tags] = text.split('\n');
    expect(headline).toBe('Oat Cookies: Moderate Risk (5.5/10)');
    expect(body).toMatch(
      /^3 ingredients analysed by LabelLens\. Contains: Wheat\. Ingredients to watch: Tartrazine \(E102\) \(High Risk\), Palm oil/,
    );
    expect(tags).toBe('#LabelLens #IngredientCheck #KnowYourLabels #ModerationMatters');
    const long = shareText({
      type: 'ingredient',
      productName: 'Oat Cookies',
      ingredient: INGREDIENTS[1],
    });
    expect(long.split('\n')[1]).toHaveLength(203);
  });

  it('chooses hashtags by type and rating', () => {
    expect(shareHashtags(safeOnly, 'summary')).toEqual([
      '#LabelLens',
      '#SafetyScore',
      '#IngredientCheck',
      '#CleanLabel',
    ]);
    expect(shareHashtags(full, 'concerning')).toEqual([
      '#LabelLens',
      '#ReadTheLabel',
      '#IngredientWatch',
      '#ModerationMatters',
    ]);
    expect(
      shareHashtags({ type: 'ingredient', productName: 'X', ingredient: INGREDIENTS[1] }),
    ).toEqual(['#LabelLens', '#IngredientSpotlight', '#KnowYourLabels', '#IngredientAlert']);
    expect(
      shareHashtags({
        type: 'allergen',
        productName: 'X',
        allergen: anAllergen({ name: 'Milk', safetyRating: 'hazardous', safetyScore: 2 }),
      }),
    ).toEqual(['#LabelLens', '#AllergyAwareness', '#FoodAllergies', '#IngredientAlert']);
    expect(
      shareHashtags({
        type: 'nutrition',
        productName: 'X',
        data: {},
        analysis: { recommendation: 'recommended' },
      }),
    ).toEqual(['#LabelLens', '#Nutrition', '#HealthyEating', '#HealthyChoice']);
    expect(
      shareHashtags({ type: 'full', analysis: { ...full.analysis, rating: 'unknown' } }),
    ).toEqual(['#LabelLens', '#IngredientCheck', '#KnowYourLabels']);
  });

  it('summary text says the overall rating; concerning text lists the ingredients to watch', () => {
    expect(shareText(full, 'summary').split('\n')[1]).toBe(
      'Overall safety score across 3 ingredients, analysed by LabelLens.',
    );
    expect(shareText(full, 'concerning').split('\n')[1]).toBe(
      'Ingredients to watch: Tartrazine (E102) (High Risk), Palm oil (Moderate Risk)',
    );
  });
});

describe('"Choose instead" card (issue 18)', () => {
  const guidance = [
    {
      rule: 'allergy',
      kind: 'allergy' as const,
      severity: 'high' as const,
      ingredients: ['milk'],
      text: 'Look for products without milk.',
      language: 'en',
      reason: 'An allergen in your profile.',
      source: 'EU Reg. 1169/2011',
    },
    {
      rule: 'southampton-colours',
      kind: 'finding' as const,
      severity: 'moderate' as const,
      ingredients: ['Tartrazine (E102)'],
      text: 'Look for a version coloured with paprika extract.',
      language: 'en',
      reason: 'Warning label colour.',
      source: 'EU Reg. 1333/2008 Annex V',
    },
  ];
  const withAdvice: ShareRequest = { type: 'full', analysis: { ...full.analysis, guidance } };

  it('follows the summary in a full analysis and the watch list in "concerning"', () => {
    const cards = shareCards(withAdvice, 'full');
    expect(cards.map((c) => c.kind).slice(0, 3)).toEqual([
      'summary',
      'choose-instead',
      'ingredient',
    ]);
    expect(cards[1]).toMatchObject({
      productName: 'Oat Cookies',
      width: CARD_SIZE,
      items: [
        { text: 'Look for products without milk.', tone: 'danger' },
        { text: 'Look for a version coloured with paprika extract.', tone: 'warning' },
      ],
    });
    expect(
      shareCards(withAdvice, 'concerning')
        .map((c) => c.kind)
        .slice(0, 2),
    ).toEqual(['concerning', 'choose-instead']);
    expect(shareCards(withAdvice, 'summary').map((c) => c.kind)).toEqual(['summary']);
  });

  it('no advice, no card', () => {
    expect(shareCards(full, 'full').some((c) => c.kind === 'choose-instead')).toBe(false);
  });

  it('lists traces under "May contain", never as contained (issue 15)', () => {
    const withTraces: ShareRequest = {
      type: 'full',
      analysis: {
        ...full.analysis,
        allergens: [
          anAllergen({ name: 'Wheat', presence: 'contains', safetyScore: 5 }),
          anAllergen({ name: 'Peanuts', presence: 'may-contain', safetyScore: 7 }),
        ],
      },
    };
    expect(shareCards(withTraces, 'summary')[0]).toMatchObject({
      allergenNames: ['Wheat'],
      traceNames: ['Peanuts'],
    });
    const text = shareText(withTraces, 'full');
    expect(text).toContain('Contains: Wheat.');
    expect(text).toContain('May contain: Peanuts.');
    expect(text).not.toMatch(/Contains:[^.]*Peanuts/);

    const trace: ShareRequest = {
      type: 'allergen',
      productName: 'Oat Cookies',
      allergen: anAllergen({ name: 'Peanuts', presence: 'may-contain', safetyScore: 7 }),
    };
    expect(shareCards(trace)[0]).toMatchObject({ kind: 'allergen', mayContain: true });
    expect(shareText(trace)).toMatch(/^Allergen alert: Oat Cookies may contain Peanuts/);
  });
});

describe('share cards and text in the display language (issue 15)', () => {
  /** Words of the English UI table (3+ letters), the brand aside. */
  const ENGLISH = new Set(
    Object.values(en)
      .flatMap((v) => v.replace(/\{\w+\}/g, ' ').split(/[^\p{L}]+/u))
      .filter((w) => w.length >= 3)
      .map((w) => w.toLowerCase())
      .filter((w) => w !== 'labellens'),
  );
  // Spelled the same in Spanish: "Error", "total", "personal".
  const ALSO_SPANISH = new Set(['error', 'total', 'personal']);
  const englishWords = (texts: string[]) => [
    ...new Set(
      texts
        .join(' ')
        .replace(/#\w+/g, ' ') // hashtags are the brand's, as in every language
        .split(/[^\p{L}]+/u)
        .map((w) => w.toLowerCase())
        .filter((w) => ENGLISH.has(w) && !ALSO_SPANISH.has(w)),
    ),
  ];

  const ES_INGREDIENTS = [
    anIngredient({
      id: 1,
      name: 'harina de avena',
      safetyRating: 'low_risk',
      explanation: 'Avena integral molida.',
    }),
    anIngredient({
      id: 2,
      name: 'tartracina',
      safetyRating: 'hazardous',
      explanation: 'Un colorante amarillo sintético.',
      concerns: ['Hiperactividad en niños'],
    }),
    anIngredient({ id: 3, name: 'aceite de palma', safetyRating: 'moderate' }),
  ];
  const es: ShareRequest = {
    type: 'full',
    analysis: aShareAnalysis({
      productName: 'Galletas de avena',
      rating: 'moderate',
      score: 5.5,
      ingredients: ES_INGREDIENTS,
      allergens: [
        anAllergen({ name: 'trigo', presence: 'contains', safetyScore: 5 }),
        anAllergen({ name: 'cacahuetes', presence: 'may-contain', safetyScore: 7 }),
      ],
    }),
  };
  const esAllergen: ShareRequest = {
    type: 'allergen',
    productName: 'Galletas de avena',
    allergen: anAllergen({ name: 'cacahuetes', presence: 'may-contain', safetyScore: 7 }),
  };
  const esNutrition: ShareRequest = {
    type: 'nutrition',
    productName: 'Galletas de avena',
    data: { servingSize: '30 g', calories: 120, sugars: 8.5, sodium: 95 },
    analysis: { recommendation: 'caution', analysis: 'Bastante azúcar por ración.' },
  };

  /** Every string of the card models (names, labels, positions, rows). */
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) =>
              k === 'lang' || k === 'dir' || k === 'kind' || k === 'tone' ? [] : strings(v),
            )
          : [];

  it('a share in Spanish has no English fixed text: cards, text, title and options', () => {
    const texts: string[] = [];
    for (const option of shareOptions(es)) {
      texts.push(...strings(shareCards(es, option, 'es')), shareText(es, option, 'es'));
      texts.push(shareOptionLabel(option, 'es'));
    }
    for (const request of [esAllergen, esNutrition]) {
      texts.push(...strings(shareCards(request, 'full', 'es')), shareText(request, 'full', 'es'));
      texts.push(shareTitle(request, 'es'));
    }
    texts.push(shareTitle(es, 'es'));
    expect(englishWords(texts)).toEqual([]);

    const [summary] = shareCards(es, 'summary', 'es');
    expect(summary).toMatchObject({
      lang: 'es',
      dir: 'ltr',
      ratingLabel: 'Riesgo moderado',
      score: '5,5',
      scoreValue: 5.5,
      allergenNames: ['trigo'],
      traceNames: ['cacahuetes'],
    });
    expect(shareCards(es, 'full', 'es')[1]).toMatchObject({ position: 'Ingrediente 1 de 3' });
    const text = shareText(es, 'full', 'es');
    expect(text).toContain('Galletas de avena: Riesgo moderado (5,5/10)');
    expect(text).toContain('Contiene: trigo.');
    expect(text).toContain('Puede contener: cacahuetes.');
    expect(shareText(esAllergen, 'full', 'es')).toMatch(
      /^Alerta de alérgeno: Galletas de avena puede contener cacahuetes/,
    );
    expect(shareCards(esNutrition, 'full', 'es')[0]).toMatchObject({
      recommendation: 'Con precaución',
      rows: expect.arrayContaining([{ label: 'Azúcares', value: '8,5 g' }]) as unknown,
    });
  });

  it("Arabic cards are right to left, with the locale's number format and Arabic texts", () => {
    const [summary] = shareCards(es, 'summary', 'ar');
    expect(summary).toMatchObject({ lang: 'ar', dir: 'rtl', score: resultsText('ar').number(5.5) });
    expect(shareTitle(es, 'ar')).toBe('مشاركة التحليل');
    expect(shareText(es, 'full', 'ar')).toContain('قد يحتوي على: cacahuetes.');
  });
});
