import type { PersonalVerdict } from '@labellens/web-api-client';
import { anAllergen, anIngredient } from '@labellens/web-testing/factories';
import { aShareAnalysis } from '../../../../test/share-analysis.factory';
import type { ConcerningCard, SummaryCard } from '../../share/utils/share-card-model';
import { shareCards } from '../../share/utils/share-cards';
import { shareOptions, type ShareRequest } from '../../share/utils/share-model';
import { shareText } from '../../share/utils/share-text';
import { basedOnText, cardTone, listText, toWatchCount, verdictTone, watchList } from './verdict';

const avoidMilk: PersonalVerdict = {
  verdict: 'avoid',
  headline: 'Not for you: contains milk (your allergy)',
  reasons: [
    {
      type: 'allergy',
      severity: 'high',
      text: 'contains milk (your allergy)',
      ingredients: ['skimmed milk powder'],
    },
  ],
  ingredients: ['skimmed milk powder'],
};

const INGREDIENTS = [
  anIngredient({ id: 1, name: 'sugar', safetyRating: 'low_risk' }),
  anIngredient({ id: 2, name: 'hazelnuts', safetyRating: 'low_risk' }),
  anIngredient({ id: 3, name: 'skimmed milk powder', safetyRating: 'low_risk' }),
  anIngredient({ id: 4, name: 'palm oil', safetyRating: 'moderate' }),
];

describe('card colour: the worse of product rating and personal verdict', () => {
  it.each([
    ['low_risk', 'avoid', 'danger'],
    ['low_risk', 'caution', 'warning'],
    ['low_risk', 'ok', 'success'],
    ['hazardous', 'caution', 'danger'],
    ['moderate', 'ok', 'warning'],
    ['unknown', 'avoid', 'danger'],
    ['unknown', 'ok', 'neutral'],
  ] as const)('%s + %s → %s', (rating, verdict, tone) => {
    expect(cardTone(rating, { ...avoidMilk, verdict })).toBe(tone);
  });

  it('no verdict (no profile) leaves the product colour', () => {
    expect(cardTone('low_risk', null)).toBe('success');
    expect(verdictTone(null)).toBeNull();
  });
});

describe('coverage', () => {
  it('says what the score rests on', () => {
    expect(basedOnText(8, 10)).toBe('Based on 8 of 10 ingredients');
    expect(basedOnText(1, 1)).toBe('Based on 1 of 1 ingredient');
  });

  it('rebuilds the list with compound ingredients for a correction', () => {
    expect(
      listText([
        anIngredient({ id: 1, name: 'chocolate' }),
        anIngredient({ id: 2, name: 'sugar', parent: 'chocolate' }),
        anIngredient({ id: 3, name: 'cocoa', parent: 'chocolate' }),
        anIngredient({ id: 4, name: 'blorpex', safetyRating: 'unknown' }),
      ]),
    ).toBe('chocolate (sugar, cocoa), blorpex');
  });
});

describe('share card', () => {
  const request = (personal: PersonalVerdict | null, enoughKnown = true): ShareRequest => ({
    type: 'full',
    analysis: aShareAnalysis({
      productName: 'Hazelnut spread',
      rating: enoughKnown ? 'moderate' : 'unknown',
      score: enoughKnown ? 6.5 : null,
      ingredients: INGREDIENTS,
      allergens: [anAllergen({ name: 'milk', safetyRating: 'hazardous', safetyScore: 0 })],
      personal,
      coverage: { recognised: 4, total: 4, enoughKnown, unrecognised: [] },
    }),
  });

  it('counts personal conflicts in "to watch" and leads with the verdict', () => {
    const card = shareCards(request(avoidMilk), 'summary')[0] as SummaryCard;
    expect(card.concerningCount).toBe(2);
    expect(card.verdict).toEqual({ text: avoidMilk.headline, tone: 'danger' });
    expect(card.tone).toBe('danger');
    expect(card.score).toBe('6.5');
    expect(shareText(request(avoidMilk), 'summary').split('\n')[0]).toBe(
      'Not for you: contains milk (your allergy). Hazelnut spread: Moderate Risk (6.5/10)',
    );
  });

  it('without a profile only concerning ingredients count', () => {
    const card = shareCards(request(null), 'summary')[0] as SummaryCard;
    expect(card.concerningCount).toBe(1);
    expect(card.verdict).toBeNull();
    expect(card.tone).toBe('warning');
  });

  it('a trace statement with no ingredient still counts once', () => {
    const trace: PersonalVerdict = {
      verdict: 'caution',
      headline: 'Take care: may contain peanuts (your allergy)',
      reasons: [
        { type: 'trace', severity: 'moderate', text: 'may contain peanuts', ingredients: [] },
      ],
      ingredients: [],
    };
    expect(toWatchCount(INGREDIENTS, trace)).toBe(2);
  });

  it('the low-risk milk powder is one to watch for this person: listed as "Not for you"', () => {
    const milk = { ...INGREDIENTS[2], personalRiskLevel: 'high' as const };
    const list = [INGREDIENTS[0], INGREDIENTS[1], milk, INGREDIENTS[3]];
    expect(watchList(list, avoidMilk).map((w) => [w.ingredient.name, w.label, w.tone])).toEqual([
      ['skimmed milk powder', 'badge.notForYou', 'danger'],
      ['palm oil', 'risk.moderate', 'warning'],
    ]);
    expect(watchList(list, null).map((w) => w.ingredient.name)).toEqual(['palm oil']);
  });

  it('offers Concerning Ingredients when only the personal verdict flags something', () => {
    const lowRisk = INGREDIENTS.slice(0, 3);
    const req = (personal: PersonalVerdict | null): ShareRequest => ({
      type: 'full',
      analysis: aShareAnalysis({
        productName: 'Milk',
        rating: 'low_risk',
        score: 9,
        ingredients: lowRisk,
        personal,
      }),
    });
    expect(shareOptions(req(null))).toEqual(['full', 'summary']);
    expect(shareOptions(req(avoidMilk))).toEqual(['full', 'summary', 'concerning']);
    const [list] = shareCards(req(avoidMilk), 'concerning') as [ConcerningCard];
    expect(list.items).toEqual([
      { name: 'skimmed milk powder', ratingLabel: 'Not for you', tone: 'danger' },
    ]);
  });

  it('has no number when too little is known', () => {
    const card = shareCards(request(null, false), 'summary')[0] as SummaryCard;
    expect(card.score).toBe('–');
    expect(card.ratingLabel).toBe('Not enough known to score');
    expect(shareText(request(null, false), 'summary')).not.toMatch(/\/10/);
  });
});
