import {
  analyzeIngredients,
  dailyEnergyNeeds,
  loadKnowledgeBase,
  parseAllergies,
  parseHealthConcerns,
  type Diet,
} from '../src';

const kb = loadKnowledgeBase();

describe('personalisation', () => {
  describe('allergies typed as free text', () => {
    it.each([
      ['peanuts, milk', ['peanuts', 'milk']],
      ['arachides et lait', ['peanuts', 'milk']],
      ['Erdnüsse; Milch', ['peanuts', 'milk']],
      ['cacahuetes, leche', ['peanuts', 'milk']],
      ['arachidi e latte', ['peanuts', 'milk']],
      ['pinda, melk', ['peanuts', 'milk']],
      ['amendoim, leite', ['peanuts', 'milk']],
      ['orzeszki ziemne, mleko', ['peanuts', 'milk']],
      ['maapähkinä, maito', ['peanuts', 'milk']],
      ['jordnötter, mjölk', ['peanuts', 'milk']],
      ['jordnødder, mælk', ['peanuts', 'milk']],
      ['I am allergic to shellfish and tree nuts', ['crustaceans', 'molluscs', 'nuts']],
      ['allergie au gluten', ['gluten']],
      ['sulfites', ['sulphur-dioxide-and-sulphites']],
      ['sesame', ['sesame-seeds']],
    ])('%s', (text, expected) => {
      expect(parseAllergies(kb, text).allergens.sort()).toEqual([...expected].sort());
    });

    it('accepts a list and keeps non-allergen words as terms', () => {
      const p = parseAllergies(kb, ['Eggs', 'kiwi', 'strawberry']);
      expect(p.allergens).toEqual(['eggs']);
      expect(p.terms).toEqual(['kiwi', 'strawberry']);
    });
  });

  it('reads health concerns in several languages', () => {
    expect(parseHealthConcerns('High blood pressure, type 2 diabetes').sort()).toEqual([
      'diabetes',
      'hypertension',
    ]);
    expect(parseHealthConcerns('enceinte, asthme').sort()).toEqual(['asthma', 'pregnancy']);
    expect(parseHealthConcerns('Schwangerschaft und Bluthochdruck').sort()).toEqual([
      'hypertension',
      'pregnancy',
    ]);
    expect(parseHealthConcerns('PKU')).toEqual(['phenylketonuria']);
    expect(parseHealthConcerns('')).toEqual([]);
  });

  it('flags allergens across languages and traces', () => {
    const r = analyzeIngredients(
      'Zutaten: Zucker, Vollmilchpulver, Haselnüsse. Kann Spuren von Erdnüssen enthalten.',
      {
        lang: 'de',
        profile: { allergies: 'lait, arachides' },
      },
    );
    const milk = r.ingredients.find((i) => i.name === 'Vollmilchpulver')!;
    expect(milk.personalRisk).toBe('high');
    expect(milk.personalAlerts[0]).toMatch(/allerg/i);
    expect(r.ingredients.find((i) => i.name === 'Zucker')!.personalRisk).toBe('none');
    expect(r.personal!.alerts.some((a) => a.type === 'trace')).toBe(true);
    expect(r.personal!.verdict).toBe('avoid');
    expect(r.allergenFindings.find((f) => f.id === 'milk')).toMatchObject({
      safetyRating: 'hazardous',
      safetyScore: 0,
      presence: 'contains',
    });
    expect(r.allergenFindings.find((f) => f.id === 'nuts')).toMatchObject({
      safetyRating: 'moderate',
      presence: 'contains',
    });
  });

  it('applies marked ingredients (concern, allergy) by printed or recognised name', () => {
    const r = analyzeIngredients('sugar, citric acid, E250', {
      lang: 'en',
      preferences: [
        { ingredientName: 'Acide citrique', preference: 'concern' },
        { ingredientName: 'sodium nitrite', preference: 'allergy' },
      ],
    });
    expect(r.ingredients.map((i) => [i.name, i.userPreference, i.personalRisk])).toEqual([
      ['sugar', 'none', 'none'],
      ['citric acid', 'concern', 'moderate'],
      ['E250', 'allergy', 'high'],
    ]);
    expect(r.personal!.alerts.map((a) => a.type).sort()).toEqual([
      'marked-allergy',
      'marked-concern',
    ]);
  });

  describe('diets', () => {
    const text =
      'wheat flour, sugar, whole milk powder, egg yolk, pork, gelatin, honey, soy lecithin, anchovies, carrageenan, palm oil, hydrogenated vegetable fat';
    const conflicts = (diet: Diet) =>
      analyzeIngredients(text, { lang: 'en', profile: { diet } })
        .personal!.dietConflicts.filter((c) => c.severity === 'conflict')
        .map((c) => c.ingredient);

    it.each<[Diet, string[], string[]]>([
      [
        'vegan',
        ['whole milk powder', 'egg yolk', 'pork', 'gelatin', 'honey', 'anchovies'],
        ['sugar', 'wheat flour'],
      ],
      ['vegetarian', ['pork', 'gelatin', 'anchovies'], ['whole milk powder', 'egg yolk', 'honey']],
      ['pescatarian', ['pork', 'gelatin'], ['anchovies']],
      ['keto', ['wheat flour', 'sugar', 'honey'], ['pork']],
      ['low-carb', ['sugar', 'honey'], ['pork']],
      ['paleo', ['wheat flour', 'sugar', 'whole milk powder'], ['honey', 'pork']],
      ['gluten-free', ['wheat flour'], ['sugar']],
      ['dairy-free', ['whole milk powder'], ['egg yolk']],
      ['whole30', ['wheat flour', 'sugar', 'whole milk powder', 'honey'], ['pork']],
    ])('%s', (diet, mustConflict, mustNot) => {
      const c = conflicts(diet);
      for (const x of mustConflict) expect(c).toContain(x);
      for (const x of mustNot) expect(c).not.toContain(x);
    });

    it('mediterranean and none raise no hard conflict', () => {
      expect(conflicts('mediterranean')).toEqual([]);
      expect(
        analyzeIngredients(text, { lang: 'en', profile: { diet: 'none' } }).personal!.dietConflicts,
      ).toEqual([]);
    });
  });

  describe('health-concern rules', () => {
    it.each([
      ['high blood pressure', 'salt, sugar', 'salt', /sodium/],
      ['hypertension', 'monosodium glutamate', 'monosodium glutamate', /sodium/],
      ['diabetes', 'glucose syrup, water', 'glucose syrup', /sugar/],
      ['pregnant', 'coffee, water', 'coffee', /caffeine/],
      ['pregnancy', 'wine, water', 'wine', /alcohol/],
      ['phenylketonuria', 'aspartame', 'aspartame', /phenylalanine/],
      ['asthma', 'sodium metabisulphite', 'sodium metabisulphite', /sulphite/],
      ['kidney disease', 'diphosphates', 'diphosphates', /phosphate/],
      ['high cholesterol', 'palm oil', 'palm oil', /saturated/],
      ['IBS', 'sorbitol', 'sorbitol', /polyol/],
      ['ADHD', 'tartrazine', 'tartrazine', /activity and attention/],
      ['coeliac disease', 'wheat flour', 'wheat flour', /gluten/],
      ['lactose intolerance', 'whey', 'whey', /lactose/],
    ])('%s: %s', (concern, text, ingredient, message) => {
      const r = analyzeIngredients(text, { lang: 'en', profile: { healthConcerns: concern } });
      const w = r.personal!.healthWarnings.find((x) => x.ingredient === ingredient);
      expect(w?.message).toMatch(message);
      // Coeliac disease also makes gluten an allergy, hence a high personal risk.
      expect(r.ingredients.find((i) => i.name === ingredient)!.personalRisk).toBe(
        /coeliac/.test(concern) ? 'high' : 'moderate',
      );
    });

    it('says nothing without a matching concern', () => {
      const r = analyzeIngredients('salt, sugar', {
        lang: 'en',
        profile: { healthConcerns: 'none', allergies: '' },
      });
      expect(r.personal!.healthWarnings).toEqual([]);
      expect(r.personal!.verdict).toBe('ok');
    });
  });

  it('computes daily energy needs from the profile (Mifflin–St Jeor)', () => {
    // 10·70 + 6.25·175 − 5·30 + 5 = 1648.75 kcal × 1.55 = 2555.6
    expect(
      dailyEnergyNeeds({
        age: 30,
        sex: 'male',
        weight: 70,
        height: 175,
        activityLevel: 'moderate',
        goal: 'maintain',
      }),
    ).toBe(2556);
    expect(
      dailyEnergyNeeds({
        age: 30,
        sex: 'female',
        weight: 60,
        height: 165,
        activityLevel: 'sedentary',
        goal: 'lose',
      }),
    ).toBe(1200);
    expect(dailyEnergyNeeds({ age: 30 })).toBeNull();
  });
});
