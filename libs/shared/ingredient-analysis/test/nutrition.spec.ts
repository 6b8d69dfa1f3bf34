import { analyzeNutrition, readNutritionTable, servingPairError } from '../src';

const EN = `NUTRITION INFORMATION
Typical values Per 100g Per 30g serving
Energy 1046kJ / 250kcal 314kJ / 75kcal
Fat 9.5g 2.9g
of which saturates 3.2g 1.0g
Carbohydrate 30g 9.0g
of which sugars 12g 3.6g
Fibre 2.1g 0.6g
Protein 6.3g 1.9g
Salt 0.8g 0.24g`;

const FR = `Valeurs nutritionnelles moyennes pour 100 g
Énergie 2252 kJ
539 kcal
Matières grasses 30,9 g
dont acides gras saturés 10,6 g
dont acides gras mono-insaturés 12 g
Glucides 57,5 g
dont sucres 56,3 g
Fibres alimentaires 0 g
Protéines 6,3 g
Sel 0,107 g
Poids net : 400 g`;

const DE = `Nährwerte pro 100 g | pro Portion (25 g)
Brennwert 1.046 kJ / 250 kcal | 262 kJ / 63 kcal
Fett 9,5 g | 2,4 g
davon gesättigte Fettsäuren 3,2 g | 0,8 g
Kohlenhydrate 30 g | 7,5 g
davon Zucker 12 g | 3 g
Ballaststoffe 2,1 g | 0,5 g
Eiweiß 6,3 g | 1,6 g
Salz 0,8 g | 0,2 g`;

const IT = `Valori nutrizionali medi per 100 g
Valore energetico 1560 kJ / 372 kcal
Grassi 14 g
di cui acidi grassi saturi 2 g
Carboidrati 52 g
di cui zuccheri 24 g
Fibre 3 g
Proteine 7,5 g
Sale 0,45 g`;

const ES = `Información nutricional por 100 ml
Valor energético 180 kJ / 42 kcal
Grasas 0 g
de las cuales saturadas 0 g
Hidratos de carbono 10,6 g
de los cuales azúcares 10,6 g
Proteínas 0 g
Sal 0,01 g`;

const US = `Nutrition Facts
8 servings per container
Serving size 2/3 cup (55g)
Amount per serving
Calories 230
Total Fat 8g 10%
Saturated Fat 1g 5%
Trans Fat 0g
Cholesterol 0mg 0%
Sodium 160mg 7%
Total Carbohydrate 37g 13%
Dietary Fiber 4g 14%
Total Sugars 12g
Includes 10g Added Sugars 20%
Protein 3g`;

describe('readNutritionTable', () => {
  it('reads an English table with per-100 g and per-serving columns', () => {
    const t = readNutritionTable(EN);
    expect(t.per100).toMatchObject({
      energyKj: 1046,
      energyKcal: 250,
      fat: 9.5,
      saturatedFat: 3.2,
      carbohydrates: 30,
      sugars: 12,
      fibre: 2.1,
      protein: 6.3,
      salt: 0.8,
    });
    expect(t.perServing).toMatchObject({
      energyKcal: 75,
      fat: 2.9,
      saturatedFat: 1,
      carbohydrates: 9,
      sugars: 3.6,
      fibre: 0.6,
      protein: 1.9,
      salt: 0.24,
    });
    expect(t.servingSize).toBe('30 g');
  });

  it('keeps the energy figure the macronutrients confirm when kJ and kcal do not pair', () => {
    const rows = ['Fett 37 g', 'Kohlenhydrate 42 g', 'Ballaststoffe 2,3 g', 'Eiweiss 8,6 g'];
    const table = (energy: string) =>
      readNutritionTable(['Nährwerte pro 100 g', energy, ...rows].join('\n')).per100;
    // 37 × 9 + 42 × 4 + 2.3 × 2 + 8.6 × 4 = 540 kcal: the kcal figure is misread (540 → 640) …
    expect(table('Energie 2248 kJ (640 kcal)')).toMatchObject({ energyKj: 2248, energyKcal: 537 });
    // … or the kJ figure is (2259 → 734), or it is over what pure fat holds.
    expect(table('Energie 734 kJ (540 kcal)')).toMatchObject({ energyKj: 2259, energyKcal: 540 });
    expect(table('Energie 4590 kJ (540 kcal)')).toMatchObject({ energyKj: 2259, energyKcal: 540 });
    // A kJ figure over pure fat's printed alone is no fact, nor a kcal figure derived from it.
    expect(table('Energie 4590 kJ')).toMatchObject({ energyKj: null, energyKcal: null });
    const alone = readNutritionTable('Nährwerte pro 100 g\nEnergie 4590 kJ');
    expect(alone.per100).toMatchObject({ energyKj: null, energyKcal: null });
    expect(alone.uncertain).toContain('energyKj');
    // Neither confirmed at least twice as closely: both stand as printed.
    expect(table('Energie 2000 kJ (580 kcal)')).toMatchObject({ energyKj: 2000, energyKcal: 580 });
  });

  it('reads a French table with values on separate lines and ignores mono-unsaturates', () => {
    const t = readNutritionTable(FR);
    expect(t.per100).toMatchObject({
      energyKj: 2252,
      energyKcal: 539,
      fat: 30.9,
      saturatedFat: 10.6,
      carbohydrates: 57.5,
      sugars: 56.3,
      fibre: 0,
      protein: 6.3,
      salt: 0.107,
    });
    expect(t.packageQuantity).toEqual({ value: 400, unit: 'g' });
    expect(t.perServing.fat).toBeNull();
  });

  it('reads a German table with a thousands separator and a portion column', () => {
    const t = readNutritionTable(DE);
    expect(t.per100).toMatchObject({
      energyKj: 1046,
      energyKcal: 250,
      fat: 9.5,
      saturatedFat: 3.2,
      sugars: 12,
      protein: 6.3,
      salt: 0.8,
    });
    expect(t.perServing).toMatchObject({ energyKcal: 63, fat: 2.4, salt: 0.2 });
    expect(t.servingSize).toBe('25 g');
  });

  it('reads an Italian table', () => {
    expect(readNutritionTable(IT).per100).toMatchObject({
      energyKcal: 372,
      fat: 14,
      saturatedFat: 2,
      carbohydrates: 52,
      sugars: 24,
      fibre: 3,
      protein: 7.5,
      salt: 0.45,
    });
  });

  it('reads a Spanish table per 100 ml', () => {
    const t = readNutritionTable(ES);
    expect(t.per100Unit).toBe('ml');
    expect(t.per100).toMatchObject({ energyKcal: 42, fat: 0, sugars: 10.6, salt: 0.01 });
  });

  it('reads a US per-serving panel (sodium in mg → salt)', () => {
    const t = readNutritionTable(US);
    expect(t.servingSize).toBe('2/3 cup (55g)');
    expect(t.perServing).toMatchObject({
      energyKcal: 230,
      fat: 8,
      saturatedFat: 1,
      carbohydrates: 37,
      sugars: 12,
      fibre: 4,
      protein: 3,
      sodium: 0.16,
      salt: 0.4,
    });
    expect(t.per100.energyKcal).toBeNull();
  });

  it('repairs OCR digits and derives kcal from kJ', () => {
    const t = readNutritionTable('Energy 1O46 kJ\nFat l2 g\nSalt O.5 g');
    expect(t.per100).toMatchObject({ energyKj: 1046, energyKcal: 250, fat: 12, salt: 0.5 });
  });

  it('returns nulls where nothing is printed', () => {
    const t = readNutritionTable('hello world');
    expect(Object.values(t.per100).every((v) => v === null)).toBe(true);
  });
});

describe('servingPairError: a serving column agreeing with per 100 g × the share', () => {
  it('allows what rounding the two columns allows: 0.15 g, or 6 % of the serving figure', () => {
    expect(servingPairError(9.5, 2.9, 0.3)).toBeLessThanOrEqual(1); // 2.85 printed 2.9
    expect(servingPairError(9.5, 3.1, 0.3)).toBeGreaterThan(1);
    expect(servingPairError(0.4, 0.25, 0.3)).toBeLessThanOrEqual(1); // 0.12 printed 0.25
    expect(servingPairError(40, 12.7, 0.3)).toBeLessThanOrEqual(1); // 12 printed 12.7
    expect(servingPairError(40, 13, 0.3)).toBeGreaterThan(1);
  });
});

describe('analyzeNutrition', () => {
  it('recommends against a high-sugar, high-fat spread and computes the Nutri-Score', () => {
    const a = analyzeNutrition(readNutritionTable(FR));
    expect(a.recommendation).toBe('not-recommended');
    expect(a.levels).toEqual({ fat: 'high', saturatedFat: 'high', sugars: 'high', salt: 'low' });
    expect(a.nutriScore).toMatchObject({ version: '2023', computed: true, grade: 'e' });
    expect(a.reasons.some((r) => /High in sugars/.test(r))).toBe(true);
    expect(a.packageTotals).toMatchObject({
      quantity: '400 g',
      energyKcal: 2156,
      sugars: 225.2,
      salt: 0.43,
    });
    expect(a.wholePackageAnalysis).toMatch(/2156 kcal/);
  });

  it('recommends a low-fat, low-sugar, low-salt food with a good Nutri-Score', () => {
    const a = analyzeNutrition({
      energyKj: 300,
      energyKcal: 72,
      fat: 0.5,
      saturatedFat: 0.1,
      carbohydrates: 10,
      sugars: 2,
      fibre: 6.5,
      protein: 8,
      salt: 0.1,
      sodium: 0.04,
    });
    expect(a.nutriScore.grade).toBe('a');
    expect(a.recommendation).toBe('recommended');
  });

  it('personalises: salt with hypertension, sugar with diabetes, carbs on keto, energy when losing weight', () => {
    const t = readNutritionTable(EN);
    expect(analyzeNutrition(t, { profile: { healthConcerns: 'hypertension' } }).reasons[0]).toMatch(
      /blood pressure/,
    );
    const keto = analyzeNutrition(t, { profile: { diet: 'keto' } });
    expect(keto.recommendation).toBe('not-recommended');
    expect(keto.recommendationReason).toMatch(/keto/);
    const profile = {
      age: 35,
      sex: 'female' as const,
      weight: 65,
      height: 168,
      activityLevel: 'moderate' as const,
      goal: 'lose' as const,
    };
    const a = analyzeNutrition(readNutritionTable(FR), { profile });
    // (10·65 + 6.25·168 − 5·35 − 161) × 1.55 − 500 = 1614 kcal
    expect(a.dailyEnergyNeedsKcal).toBe(1614);
    expect(a.packageTotals!.percentOfDailyEnergy).toBe(134);
    expect(a.reasons.some((r) => /weight loss/.test(r))).toBe(true);
  });

  it('uses the per-serving column and serving size when the label has no per-100 g column', () => {
    const a = analyzeNutrition(readNutritionTable(US));
    expect(a.parsedNutrition).toEqual({
      servingSize: '2/3 cup (55g)',
      calories: 230,
      protein: 3,
      totalFat: 8,
      saturatedFat: 1,
      carbohydrates: 37,
      sugars: 12,
      sodium: 160,
    });
    expect(a.nutriScore.computed).toBe(true);
  });

  it('explains in the display language', () => {
    expect(
      analyzeNutrition(readNutritionTable(FR), { displayLanguage: 'fr' }).recommendationReason,
    ).toMatch(/^Déconseillé/);
    expect(
      analyzeNutrition(readNutritionTable(FR), { displayLanguage: 'de' }).recommendationReason,
    ).toMatch(/^Nicht empfohlen/);
    expect(
      analyzeNutrition(readNutritionTable(FR), { displayLanguage: 'ja' }).explanationLanguage,
    ).toBe('ja');
    expect(
      analyzeNutrition(readNutritionTable(FR), { displayLanguage: 'ru' }).recommendationReason,
    ).toMatch(/^Не рекомендуется/);
  });

  it('selects the Nutri-Score version and category', () => {
    const values = {
      energyKj: 182,
      energyKcal: 43,
      fat: 0,
      saturatedFat: 0,
      carbohydrates: 9,
      sugars: 8.9,
      fibre: 0.5,
      protein: 0.2,
      salt: 0.5,
      sodium: 0.2,
    };
    const v2021 = analyzeNutrition(values, {
      category: { tags: ['en:beverages', 'en:fruit-juices'] },
      nutriScoreVersion: '2021',
    });
    expect(v2021.nutriScore).toMatchObject({ version: '2021', score: 5, grade: 'c' });
    expect(analyzeNutrition(values, { category: 'alcoholic' }).nutriScore.notApplicable).toBe(
      'alcoholic-beverage',
    );
    expect(analyzeNutrition({ ...values, sugars: null }, {}).nutriScore).toMatchObject({
      computed: false,
      missing: ['sugars'],
    });
  });
});
