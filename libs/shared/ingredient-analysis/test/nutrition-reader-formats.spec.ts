import { labelOf } from '../src/nutrition/labels';
import { readNutritionTable, SALT_PER_SODIUM } from '../src/nutrition/reader';
import { isValueLine } from '../src/nutrition/rows';

// Each case is one printed form the reader used to get wrong (issue 14), written as OCR gives it.
describe('readNutritionTable: energy in every printed form', () => {
  it.each([
    ['Energie 1066 kJ . 252 kcal', 1066, 252],
    ['Brennwert 2332kJ-559 kcal', 2332, 559],
    ['Energy 1987 /\n(475 kcal)', 1987, 475],
    ['Energie | énergie\n1565 kj\n(370 kcal)', 1565, 370],
    ['Energie 1498k (353 kcal)', 1498, 353],
    ['Energie 2021 WJ/ 482 kcal', 2021, 482],
    ['Energiewert 1487 kJ (358 kca.', 1487, 358],
    ['Energie 2205kJ/528k kcal', 2205, 528],
    ['Energie | énergie\n816 k)\n(195 kcal)', 816, 195],
  ])('%j', (text, kj, kcal) => {
    const t = readNutritionTable(`Nährwerte pro 100 g\n${text}\nFett 2 g`);
    expect(t.per100.energyKj).toBe(kj);
    expect(t.per100.energyKcal).toBe(kcal);
  });

  it('reads `116/28` and `290/69` under `(k]/kcal)` (kJ misread in the name) as kJ/kcal pairs', () => {
    const t = readNutritionTable(
      'Nährwerte pro 100g: pro Portion\nBrennwert (k]/kcal)\n116/28:\n290/69\nFett\n0,2g:\n0,5g',
    );
    expect(t.per100).toMatchObject({ energyKj: 116, energyKcal: 28, fat: 0.2 });
    expect(t.perServing).toMatchObject({ energyKj: 290, energyKcal: 69, fat: 0.5 });
  });

  it('does not take the kJ figure for kcal when the unit sits on the next line', () => {
    const t = readNutritionTable('per 100 g\nEnergy 1987 /\n(475 kcal)\nFat 25 g');
    expect(t.per100.energyKcal).not.toBe(1987);
  });

  it('finds energy printed away from its label, but never the reference intake', () => {
    const t = readNutritionTable(
      'Nährwerte 100 g\n1430 kJ (338 kcal)\nEnergie\nFett 2,7 g\nReferenzmenge für einen durchschnittlichen Erwachsenen (8400 kJ/2000 kcal)',
    );
    expect(t.per100.energyKcal).toBe(338);
    const footOnly = readNutritionTable(
      'Nährwerte 100 g\nFett 2,7 g\nReferenzmenge für einen durchschnittlichen Erwachsenen (8400 kJ/2000 kcal)',
    );
    expect(footOnly.per100.energyKcal).toBeNull();
  });
});

describe('readNutritionTable: layouts', () => {
  it('reads several nutrients printed on one line', () => {
    const t = readNutritionTable(
      'Nährwerte pro 100 g: Energie 1950 kJ / 466 kcal, Fett 29 g, davon gesättigte Fettsäuren 17 g; Kohlenhydrate 45 g, davon Zucker 40 g. Eiweiß 6,5 g, Salz 0,2 g',
    );
    expect(t.per100).toMatchObject({
      energyKcal: 466,
      fat: 29,
      saturatedFat: 17,
      carbohydrates: 45,
      sugars: 40,
      protein: 6.5,
      salt: 0.2,
    });
  });

  it('reads a nutrient printed after a kJ/kcal pair on the same line (`944/226 Fat 14,6g`)', () => {
    const t = readNutritionTable(
      'Nutrition declaration per 100g\nEnergía/Energy/Energie (kJ/Kcal) 944/226 Lípidos/Fat/Graisses 14,6g; of which saturates 2,5g',
    );
    expect(t.per100).toMatchObject({
      energyKj: 944,
      energyKcal: 226,
      fat: 14.6,
      saturatedFat: 2.5,
    });
  });

  it('takes a `1` between the names of a row for a separator, not its figure (`sucres 1 di cui`)', () => {
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie 2460 kJ / 590 kcal\nFett 46 g\nKohlenhydrate 16 g\ndavon Zucker of which sugars I dont\nsucres 1 di cu zuccheri / od tega sladkorji\n5,5g\nEiweiss 25 g',
    );
    expect(t.per100).toMatchObject({ carbohydrates: 16, sugars: 5.5, protein: 25 });
  });

  it('does not take a number inside the names for the figure (`Lipidos N 100/ Vetten/`)', () => {
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie 1500 kJ / 355 kcal\nGrassi Fat/ Graisses/ Grasas total/ Lipidos N 100/ Vetten/ Rasva/\n1,7 g\nEiweiss 13 g',
    );
    expect(t.per100).toMatchObject({ fat: 1.7, protein: 13 });
  });

  it('reads a figure with a speck read before it (`.44 g` on its own line)', () => {
    const t = readNutritionTable(
      'Nährwertinformation pro 100 g:\nEnergie\n2549 kJ/610 kcal\nFett\n.44 g\nKohlenhydrate\n40 g',
    );
    expect(t.per100.fat).toBe(44);
    expect(t.per100.carbohydrates).toBe(40);
  });

  it('reads a table OCR gave column by column (labels first, then values) without shifting', () => {
    const t = readNutritionTable(
      [
        'Nutrition information per 100 g',
        'Energy',
        'Fat',
        'of which saturates',
        'Carbohydrate',
        'of which sugars',
        'Protein',
        'Salt',
        '1180 kJ / 280 kcal',
        '10 g',
        '4 g',
        '40 g',
        '12 g',
        '8 g',
        '1.2 g',
      ].join('\n'),
    );
    expect(t.per100).toMatchObject({
      energyKcal: 280,
      fat: 10,
      saturatedFat: 4,
      carbohydrates: 40,
      sugars: 12,
      protein: 8,
      salt: 1.2,
    });
  });

  it.each([
    [
      'Slovenian',
      'Hranilna vrednost na 100 g\nEnergijska vrednost 1650 kJ / 394 kcal\nMaščobe 12 g\nod tega nasičene maščobne kisline 5 g\nOgljikovi hidrati 62 g\nod tega sladkorji 30 g\nPrehranske vlaknine 2 g\nBeljakovine 7 g\nSol 0,5 g',
    ],
    [
      'Croatian',
      'Prosječna hranjiva vrijednost na 100 g\nEnergija 1650 kJ / 394 kcal\nMasti 12 g\nod toga zasićene masne kiseline 5 g\nUgljikohidrati 62 g\nod toga šećeri 30 g\nVlakna 2 g\nBjelančevine 7 g\nSol 0,5 g',
    ],
    [
      'Hungarian',
      'Átlagos tápérték 100 g termékben\nEnergia 1650 kJ / 394 kcal\nZsír 12 g\nebből telített zsírsavak 5 g\nSzénhidrát 62 g\nebből cukrok 30 g\nÉlelmi rost 2 g\nFehérje 7 g\nSó 0,5 g',
    ],
  ])('reads a %s label', (_lang, text) => {
    expect(readNutritionTable(text).per100).toMatchObject({
      energyKcal: 394,
      fat: 12,
      saturatedFat: 5,
      carbohydrates: 62,
      sugars: 30,
      fibre: 2,
      protein: 7,
      salt: 0.5,
    });
  });
});

const US_FULL = `Nutrition Facts
Serving Size 1 cup (228g)
Servings Per Container 2
Amount Per Serving
Calories 250 Calories from Fat 110
% Daily Value*
Total Fat 12g 18%
Saturated Fat 3g 15%
Trans Fat 3g
Cholesterol 30mg 10%
Sodium 470mg 20%
Total Carbohydrate 31g 10%
Dietary Fiber 0g 0%
Sugars 5g
Protein 5g
Vitamin A 4%
Calcium 20%
* Percent Daily Values are based on a 2,000 calorie diet. Your Daily Values may be higher or lower depending on your calorie needs.
Calories: 2,000 2,500
Total Fat Less than 65g 80g
Sodium Less than 2,400mg 2,400mg
Total Carbohydrate 300g 375g`;

describe('readNutritionTable: US Nutrition Facts', () => {
  it('reads serving size and per-serving values; %DV column and footnote ignored', () => {
    const t = readNutritionTable(US_FULL);
    expect(t.servingSize).toBe('1 cup (228g)');
    expect(t.servingQuantity).toEqual({ value: 228, unit: 'g' });
    expect(t.perServing).toMatchObject({
      energyKcal: 250,
      fat: 12,
      saturatedFat: 3,
      sodium: 0.47,
      carbohydrates: 31,
      fibre: 0,
      sugars: 5,
      protein: 5,
    });
  });

  it('never takes a value from the footnote when the row itself was not read', () => {
    // The coloured calories and sodium rows lost by OCR: the footnote must not stand in for them.
    const t = readNutritionTable(
      US_FULL.replace('Calories 250 Calories from Fat 110\n', '').replace('Sodium 470mg 20%\n', ''),
    );
    expect(t.perServing.energyKcal).toBeNull();
    expect(t.perServing.sodium).toBeNull();
  });
});

describe('readNutritionTable: salt and sodium', () => {
  it('derives salt from sodium with the stated factor, and sodium from salt', () => {
    expect(SALT_PER_SODIUM).toBe(2.5);
    expect(readNutritionTable('per 100 g\nSodium 400 mg').per100.salt).toBe(1);
    expect(readNutritionTable('per 100 g\nSalt 1.5 g').per100.sodium).toBe(0.6);
  });

  it('keeps both when both are printed', () => {
    const t = readNutritionTable('per 100 g\nSalt 1.2 g\nSodium 0.48 g');
    expect(t.per100).toMatchObject({ salt: 1.2, sodium: 0.48 });
  });
});

describe('readNutritionTable: sanity rules', () => {
  it('marks saturates above fat uncertain instead of reporting them', () => {
    const t = readNutritionTable('per 100 g\nFat 3 g\nof which saturates 19 g\nCarbohydrate 50 g');
    expect(t.per100.saturatedFat).toBeNull();
    expect(t.uncertain).toContain('saturatedFat');
    expect(t.per100.fat).toBe(3);
  });

  it('marks sugars above carbohydrate uncertain', () => {
    const t = readNutritionTable('per 100 g\nCarbohydrate 12 g\nof which sugars 45 g');
    expect(t.per100.sugars).toBeNull();
    expect(t.uncertain).toContain('sugars');
  });

  it('never reports more than 100 g of a nutrient per 100 g', () => {
    const t = readNutritionTable('per 100 g\nFat 8 g\nSalt 635 g');
    expect(t.per100.salt).toBeNull();
    expect(t.per100.sodium).toBeNull();
    expect(t.uncertain).toContain('salt');
  });

  it('drops a lone energy figure that the macronutrients contradict', () => {
    const t = readNutritionTable(
      'per 100 g\nEnergy 83 kcal\nFat 30 g\nCarbohydrate 1 g\nProtein 20 g',
    );
    expect(t.per100.energyKcal).toBeNull();
    expect(t.uncertain).toContain('energyKcal');
  });

  it('marks a nutrient holding more energy alone than a printed kJ/kcal pair uncertain', () => {
    // The reference intake of sugars (90 g) read as a yoghurt's protein.
    const t = readNutritionTable(
      'per 100 g\nEnergy 318 kJ / 76 kcal\nFat 4.0 g\nCarbohydrate 6.5 g\nProtein 90 g',
    );
    expect(t.per100.protein).toBeNull();
    expect(t.uncertain).toContain('protein');
    expect(t.per100).toMatchObject({ energyKcal: 76, fat: 4, carbohydrates: 6.5 });
  });

  it('keeps the carbohydrate of a sugar-free sweet: polyols carry 2.4 kcal a gram', () => {
    const t = readNutritionTable(
      'per 100 g\nEnergy 997 kJ / 239 kcal\nFat 0 g\nCarbohydrate 97 g\nof which polyols 97 g\nProtein 0 g',
    );
    expect(t.per100.carbohydrates).toBe(97);
    expect(t.uncertain).toEqual([]);
  });

  it('keeps an energy figure the macronutrients agree with', () => {
    const t = readNutritionTable(
      'per 100 g\nEnergy 360 kcal\nFat 30 g\nCarbohydrate 1 g\nProtein 20 g',
    );
    expect(t.per100.energyKcal).toBe(360);
    expect(t.uncertain).toEqual([]);
  });

  it('chooses between two readings the one that keeps saturates ≤ fat and sugars ≤ carbohydrate', () => {
    // Column by column, with one label's value line missing: reading row by row would give
    // carbohydrate the sugars and so on; the queue reading passes the rules.
    const t = readNutritionTable(
      [
        'per 100 g',
        'Fat',
        'of which saturates',
        'Carbohydrate',
        'of which sugars',
        '20 g',
        '9 g',
        '60 g',
        '30 g',
      ].join('\n'),
    );
    expect(t.per100).toMatchObject({ fat: 20, saturatedFat: 9, carbohydrates: 60, sugars: 30 });
  });
});

describe('readNutritionTable: OCR line order of tables', () => {
  it('gives figures printed before a lower label to that label, not to the row above', () => {
    // Two-language labels: the second line of the saturates label is read after its figures,
    // and the carbohydrate figures come before the carbohydrate label.
    const t = readNutritionTable(
      [
        'Nährwerte / valeurs nutritives',
        '100 g',
        'Energie / énergie',
        '1210 kJ / 289 kcal',
        'Fett / matières grasses',
        '9,5 g',
        'davon gesättigte Fettsäuren',
        '3,1 g',
        'dont acides gras saturés',
        '41 g',
        'Kohlenhydrate / glucides',
        'davon Zucker / dont sucres',
        '12 g',
        'Eiweiss / protéines',
        '8,2 g',
        'Salz / sel',
        '0,9 g',
      ].join('\n'),
    );
    expect(t.per100).toMatchObject({
      fat: 9.5,
      saturatedFat: 3.1,
      carbohydrates: 41,
      sugars: 12,
      protein: 8.2,
      salt: 0.9,
    });
  });

  it('keeps a per-serving figure on its own line with its row when the next row has figures', () => {
    const t = readNutritionTable(
      'per 100 g | per portion (30 g)\nFett 20 g\n6 g\nKohlenhydrate\n50 g\n15 g\nEiweiss\n10 g\n3 g',
    );
    expect(t.per100).toMatchObject({ fat: 20, carbohydrates: 50, protein: 10 });
    expect(t.perServing).toMatchObject({ fat: 6, carbohydrates: 15, protein: 3 });
  });

  it('splits one block holding the figures of two rows when the next row has none', () => {
    // Figures one per line (one column): the protein block also holds the salt figure, read
    // before the salt label.
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie 1100 kJ / 260 kcal\nFett\n4,1 g\nKohlenhydrate\n45 g\nEiweiss\n8,8 g\nwww.example\n1,3 g\nSalz / sel',
    );
    expect(t.per100).toMatchObject({ fat: 4.1, carbohydrates: 45, protein: 8.8, salt: 1.3 });
  });

  it('does not read digits inside a misread label as its value', () => {
    const t = readNutritionTable(
      'Nährwerte 100 g\nEnergie 1500 kJ / 360 kcal\nFett 30 g\ndavon gesättigte Fetts4uren\n12 g\nKohlenhydrate\n2 g\nEiweiss\n22 g',
    );
    expect(t.per100).toMatchObject({ saturatedFat: 12, carbohydrates: 2, protein: 22 });
  });

  it('reads a figure followed by a doubled unit (`1,9 g g`)', () => {
    const t = readNutritionTable(
      'Nährwerte 100 g\nEnergie 800 kJ / 190 kcal\nFett 5 g\nNahrungsfasern / fibres\n1,9 g g\nEiweiss\n4,4 g',
    );
    expect(t.per100).toMatchObject({ fibre: 1.9, protein: 4.4 });
  });
});

describe('readNutritionTable: label spellings as OCR reads them', () => {
  it.each(['Eiweiß', 'Eiweiss', 'EiweiB', 'EiweifS', 'Eiweis'])(
    'reads protein labelled %j',
    (label) => {
      const t = readNutritionTable(`Nährwerte pro 100 g\nFett 3 g\n${label} 14 g\nSalz 1 g`);
      expect(t.per100.protein).toBe(14);
    },
  );
});

describe('readNutritionTable: energy figures that cannot both be right', () => {
  it('keeps a kJ figure within the limit and derives kcal when the kcal figure is impossible', () => {
    const t = readNutritionTable(
      'Nährwerte 100 g\nEnergie 1464kJ-3531 kcal\nFett 29 g\nKohlenhydrate 0 g\nEiweiss 21 g',
    );
    expect(t.per100.energyKj).toBe(1464);
    expect(t.per100.energyKcal).toBe(350);
  });
});

describe('readNutritionTable: lines that look like figures but are none', () => {
  it('skips a barcode or a date between a label and its figures', () => {
    const t = readNutritionTable(
      'Nährwerte 100 g\nEnergie 1400 kJ / 335 kcal\nFett 3 g\nBallaststoffe\n40123456 789\n12 g\nEiweiss\n07.2026\n15 g',
    );
    expect(t.per100).toMatchObject({ fibre: 12, protein: 15 });
  });
});

describe('readNutritionTable: labels and figures read as two sequences', () => {
  it('gives the k-th figure to the k-th label when a late row’s figure sits above its label', () => {
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie\n1520 kJ / 362 kcal\nFett\n12 g\ndavon gesättigte Fettsäuren\n4,5 g\nKohlenhydrate\n52 g\ndavon Zucker\n21 g\nBallaststoffe\n3,0 g\n8,5 g\nEiweiß\n0,9 g\nSalz',
    );
    expect(t.per100).toMatchObject({ fibre: 3, protein: 8.5, salt: 0.9 });
  });

  it('leaves out the one stray figure whose absence makes the energy agree', () => {
    const t = readNutritionTable(
      'Nährwerte 100 g\n1\nEnergie 890 kJ / 212 kcal\nFett\n4,0 g\ndavon gesättigte Fettsäuren\n0,5 g\nKohlenhydrate\n34 g\ndavon Zucker\n1,0 g\nBallaststoffe\n9,0 g\n6,5 g\nEiweiss\n1,1 g\nSalz',
    );
    expect(t.per100).toMatchObject({ fat: 4, saturatedFat: 0.5, protein: 6.5, salt: 1.1 });
  });

  it('pairs each per-100 g figure with its serving figure by the serving’s share', () => {
    // Fat's figures come after the saturates label; fibre's serving figure was not read.
    const t = readNutritionTable(
      [
        'Nährwerte Valeurs nutritives',
        '100 g',
        '1 Portion (30 g)',
        'Energie Énergie',
        '1600 kJ',
        '480 kJ',
        '380 kcal',
        '114 kcal',
        'Fett Matières grasses',
        'davon gesättigte Fettsäuren',
        '3,0 g\n0,9 g\n1%\n0,4 g\n0,1 g\n1%',
        'Kohlenhydrate Glucides\n76 g\n23 g\n9%',
        'davon Zucker dont sucres\n12 g\n3,6 g\n4%',
        'Nahrungsfasern Fibres alimentaires\n4,0 g',
        'Eiweiss Protéines\n9,0 g\n2,7 g\n5%',
        'Salz Sel\n0,2 g\n0 g\n0%',
      ].join('\n'),
    );
    expect(t.per100).toMatchObject({
      fat: 3,
      saturatedFat: 0.4,
      carbohydrates: 76,
      sugars: 12,
      fibre: 4,
      protein: 9,
      salt: 0.2,
    });
  });

  it('leaves out figures with no serving partner among paired columns (a weight, a lot number), however many', () => {
    // Two columns in the energy rows' share (500/400 kJ): `80 g`, `450g`, `40 g` and `5g` are
    // the pack's print, read into the table; the protein label came before salt's figures.
    const t = readNutritionTable(
      [
        'Nährwerte',
        'Valeurs nutritives',
        '100 g',
        '1 Becher',
        'Energie',
        '400 kJ',
        '500 kJ',
        '(95 kcal)',
        '(119 kcal)',
        'Fett / matières grasses',
        '3,0 g',
        '3,8 g',
        'davon gesättigte Fettsäuren / dont acides gras saturés',
        '2,0 g',
        '2,5 g',
        'Kohlenhydrate / glucides',
        '12 g',
        '15 g',
        'davon Zucker / dont sucres',
        '11 g',
        '13,8 g',
        'Eiweiss / protéines',
        '80 g',
        '450g',
        'Salz / sel',
        '5,0 g',
        '6,3 g',
        '40 g',
        '0,10 g',
        '0,13 g',
        '5g',
      ].join('\n'),
    );
    expect(t.per100).toMatchObject({
      fat: 3,
      saturatedFat: 2,
      carbohydrates: 12,
      sugars: 11,
      protein: 5,
      salt: 0.1,
    });
  });

  it('does not take a stray whole number for a figure whose decimal comma was lost when the next two figures pair', () => {
    // `39` (a reference-intake share) before salt's `1.19 g | 0.32 g`: not 3.9 paired with 1.19.
    const t = readNutritionTable(
      [
        '100 g',
        '1 portion (27 g)',
        'Energy 1979 kJ/471 kcal',
        '534 kJ/127 kcal',
        'Fat',
        '19g',
        '5.1g',
        'Saturates',
        '9.0g',
        '2.4g',
        'Carbohydrate',
        '70g',
        '19g',
        'Sugars',
        '33g',
        '8.9g',
        'Fibre',
        '1.5g',
        '0.4g',
        'Protein',
        '5.4g',
        '1.5g',
        '39',
        'Salt',
        '1.19g',
        '0.32g',
      ].join('\n'),
    );
    expect(t.per100).toMatchObject({ protein: 5.4, salt: 1.19 });
  });

  it('does not take a count of servings for the serving size (`12 PORTIONS` above `30g`)', () => {
    const t = readNutritionTable(
      'Valeurs moyennes pour 100 g\nContient environ 12 portions\n30g\n1 portion (25 g)\nÉnergie 1379 kJ / 333 kcal\nMatières grasses 30 g',
    );
    expect(t.servingQuantity).toEqual({ value: 25, unit: 'g' });
    expect(readNutritionTable('Packung enthält 11 Portionen\nFett 3 g').servingQuantity).toBeNull();
  });

  it('pairs two columns by the energy columns’ share and leaves the print below the table out', () => {
    const t = readNutritionTable(
      [
        'Nährwerte Valeurs nutritives',
        '100 g\n1 Riegel\n32 g',
        'Energie Énergie\n2000 kJ\n600 kJ\n480 kcal\n144 kcal',
        'Fett Matières grasses\ndavon gesättigte Fettsäuren',
        '25 g\n7,5 g\n<14\n12 g\n3,6 g',
        'Kohlenhydrate Glucides\ndavon Zucker dont sucres',
        '55 g\n16,5 g\n40 g\n12 g',
        'Nahrungsfasern\n2,0 g',
        'Eiweiss Protéines\n6,0 g\n1,8 g',
        'Salz Sel\n0,3 g\n0,1 g',
        'Hergestellt in der Schweiz\n150\n7',
      ].join('\n'),
    );
    expect(t.per100).toMatchObject({
      fat: 25,
      saturatedFat: 12,
      carbohydrates: 55,
      sugars: 40,
      fibre: 2,
      protein: 6,
      salt: 0.3,
    });
  });

  it('puts back a row whose label the OCR lost, in the order EU tables print their rows', () => {
    // The carbohydrate label is missing; its figure (27 g) sits between saturates and sugars.
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie 642 kJ / 152 kcal\nFett\n2,3 g\ndavon gesättigte Fettsäuren\n0,3 g\n27 g\ndavon Zucker\n0,5 g\nBallaststoffe\n5,6 g\nEiweiß\n3,3 g\nSalz\n0,6 g',
    );
    expect(t.per100).toMatchObject({
      fat: 2.3,
      saturatedFat: 0.3,
      carbohydrates: 27,
      sugars: 0.5,
      fibre: 5.6,
      protein: 3.3,
      salt: 0.6,
    });
  });

  it('leaves out a stray figure below the table rather than one inside it when both fit', () => {
    // The serving column (56 g) pairs every figure; a lone 0 is left below the salt row.
    const t = readNutritionTable(
      [
        'Informations nutritionnelles',
        'Pour 100 g\nPour 1 part de 56 g',
        '1555 kJ\n870 kJ\nValeurs énergétiques\n370 kcal\n207 kcal',
        '14 g\n7,9 g\nMatières grasses\n6,1 g\n3,4 g\ndont acides gras saturés',
        '54 g\n30 g\n15 g\n8,4 g\nGlucides\ndont sucres',
        '4 g\n2,2 g\nFibres alimentaires\n7,6 g\n4,3 g\nProtéines\n1 g\n0,56 g\nSel\n0',
      ].join('\n'),
    );
    expect(t.per100).toMatchObject({
      fat: 14,
      saturatedFat: 6.1,
      carbohydrates: 54,
      sugars: 15,
      fibre: 4,
      protein: 7.6,
      salt: 1,
    });
  });

  it('pairs a row read serving figure first, and skips a lone 1 (a bar) among the figures', () => {
    const t = readNutritionTable(
      [
        'Nährwerte Valeurs nutritives',
        '100 g\n1 Packung (40 g)',
        'Energie\n1500 kJ\n600 kJ\n360 kcal\n144 kcal',
        'Fett\n2,0 g\n0,8 g',
        'davon gesättigte Fettsäuren\n1\n0,5 g\n0,2 g',
        'Kohlenhydrate\n75 g\n30 g',
        'davon Zucker\n14 g\n5,6 g',
        'Nahrungsfasern\n1,2 g\n3,0 g',
        'Eiweiss\n8,0 g\n3,2 g',
        'Salz\n0,5 g\n0,2 g',
      ].join('\n'),
    );
    expect(t.per100).toMatchObject({
      fat: 2,
      saturatedFat: 0.5,
      carbohydrates: 75,
      sugars: 14,
      fibre: 3,
      protein: 8,
      salt: 0.5,
    });
  });

  it('pairs a bound printed in both columns (`<0,5 g | <0,5 g`) and keeps the rows after it', () => {
    const t = readNutritionTable(
      [
        'Nährwerte / Valeurs nutritives',
        '100 g\n1 Portion (30 g)',
        'Energie\n1000 kJ\n300 kJ\n240 kcal\n72 kcal',
        'Fett\ndavon gesättigte Fettsäuren\n0,8 g\n0,2 g\n0,1 g\n0 g',
        'Kohlenhydrate\n57 g\n17 g',
        'davon Zucker\n40 g\n12 g',
        'Eiweiss\n<0,5 g\n<0,5 g\n<1%*',
        'Salz\n0 g\n0 g\n0%*',
      ].join('\n'),
    );
    expect(t.per100).toMatchObject({
      fat: 0.8,
      saturatedFat: 0.1,
      carbohydrates: 57,
      sugars: 40,
      protein: 0.5,
      salt: 0,
    });
  });

  it('reads a per-100 figure whose decimal comma was lost when its serving figure confirms it', () => {
    const t = readNutritionTable(
      [
        'Nährwerte',
        'pro 100 g\npro Portion (30 g)',
        'Brennwert\n1157 kJ / 279 kcal\n347 kJ / 84 kcal',
        'Fett\n23 g\n6,9 g\ndavon gesättigte Fettsäuren\n16 g\n4,8 g',
        'Kohlenhydrate\n< 0,5 g\n< 0,5 g\ndavon Zucker\n< 0,5 g\n< 0,5 g',
        'Eiweiß\n18 g\n5,4 g',
        'Salz\n17 g\n0,51 g',
      ].join('\n'),
    );
    expect(t.per100).toMatchObject({ fat: 23, saturatedFat: 16, protein: 18, salt: 1.7 });
  });

  it('puts back two lost rows and stops at the ingredient list printed after the table', () => {
    // Carbohydrate's and protein's labels are lost; the list below names protein and salt again.
    const t = readNutritionTable(
      [
        'Nutritive values / Nährwerte per 100 g',
        'Energy/Energie\n1800 kJ/ 427 kcal',
        'Fat / Fett\n13g',
        'of which saturates / davon gesättigte Fettsäuren\n6,5g\n68 g',
        'of which sugars / davon Zucker\n4,9 g\n9,6g',
        'Salt/S 7out Sel\n4,5 g',
        'Ingredients: noodles 87%: wheat flour, palm oil, salt',
        'seasoning: hydrolysed vegetable protein (soy), salt 2 g, sugar',
      ].join('\n'),
    );
    expect(t.per100).toMatchObject({
      fat: 13,
      saturatedFat: 6.5,
      carbohydrates: 68,
      sugars: 4.9,
      protein: 9.6,
      salt: 4.5,
    });
  });

  it('reads `Faser` as fibre and `Ungesättigte Fettsäuren` as no saturates', () => {
    const t = readNutritionTable(
      'Durchschnittliche Nährwerte pro 100g\nEnergie\n1526 kJ/ 365 kcal\nFett\n19,5 g\ndavon\nGesättigte Fettsäuren\n4,1 g\nUngesättigte Fettsäuren\n15,4 g\nKohlenhydrate\n42 g\ndavon\nZucker\n27 g\nFaser\n2,8 g\nEiweiss\n4,9 g\nSalz\n0,36 g',
    );
    expect(t.per100).toMatchObject({
      fat: 19.5,
      saturatedFat: 4.1,
      carbohydrates: 42,
      sugars: 27,
      fibre: 2.8,
      protein: 4.9,
      salt: 0.36,
    });
  });

  it('puts back a lost row between two columns paired by their share, a serving bound included', () => {
    // The protein label is lost; the serving column prints `<0,5 g` for sugars.
    const t = readNutritionTable(
      [
        'Nährwertdeklaration',
        '100 g\n13,5 g',
        'Energie\n1678 kJ/\n227 kJ/\n398 kcal\n54 kcal',
        'Fett\n8,0 g\n1,1 g\n2%',
        'davon gesättigte Fettsäuren\n1,0 g\n0,1 g\n1%',
        'Kohlenhydrate\n73g\n9,9 g\n4%',
        'davon Zucker\n2,0 g\n<0,5g\n0%',
        'Ballaststoffe\n7,0g\n0,9 g',
        ', IVES\n5,0 g\n0,7 g\n1%',
        'Salz\n1,1 g\n0,15 g',
      ].join('\n'),
    );
    expect(t.per100).toMatchObject({
      fat: 8,
      saturatedFat: 1,
      carbohydrates: 73,
      sugars: 2,
      fibre: 7,
      protein: 5,
      salt: 1.1,
    });
  });

  it('does not read `Fettsäuren` alone on a line (a label’s second line) as fat', () => {
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie 2150 kJ / 520 kcal\nFett\n35 g\ndavon\ngesättigte Fettsäuren\n3,0 g\neinfach ungesättigte\nFettsäuren\n25 g\nmehrfach ungesättigte\n5,0 g\nFettsäuren\n44 g\nKohlenhydrate\n28 g\ndavon Zucker\n10 g\nBallaststoffe\n5,0 g\nEiweiß\n1,5 g\nSalz',
    );
    expect(t.per100).toMatchObject({
      fat: 35,
      saturatedFat: 3,
      carbohydrates: 44,
      sugars: 28,
      fibre: 10,
      protein: 5,
      salt: 1.5,
    });
  });
});

describe('readNutritionTable: paragraphs and stray print', () => {
  it('reads a paragraph whose nutrients are parted by dashes and a label broken across lines', () => {
    const t = readNutritionTable(
      'Valeurs nutritionnelles pour 100 g : énergie 1210 kJ (289 kcal) I matières\ngrasses 24 g - dont acides gras saturés 3,1 g - glucides 12 g - dont sucres 8,0 g\nfibres 3,0 g - protéines 4,0 g - sel 2,5 g',
    );
    expect(t.per100).toMatchObject({
      energyKcal: 289,
      fat: 24,
      saturatedFat: 3.1,
      carbohydrates: 12,
      sugars: 8,
      fibre: 3,
      protein: 4,
      salt: 2.5,
    });
  });

  it('reads a paragraph with abbreviated labels and bracketed sub-rows', () => {
    const t = readNutritionTable(
      '100 g contiennent: 1250 kj (300 kcal),\nmat. grasses: 22 g (dt saturées: 14 g),\nglucides 1,5 g (dt sucres 1,0 g), protéines 23 g. sel 1,5 g.',
    );
    expect(t.per100).toMatchObject({
      fat: 22,
      saturatedFat: 14,
      carbohydrates: 1.5,
      sugars: 1,
      protein: 23,
      salt: 1.5,
    });
  });

  it('reads a paragraph whose label runs onto the next line and whose units read `go`', () => {
    const t = readNutritionTable(
      'Nährwerte / valeurs nutritives: 100 g enthalten / contiennent\nEnergie / énergie 700 kJ (168 kcal), Fett / matières grasses 14 go davon\ngesättigte Fettsäuren / dont acides gras saturés 9,0 g. Kohlenhydrate /\nglucides 4,0 go davon Zucker / dont sucres 4,0 go Ballaststoffe fibres\nalimentaires 1,5 g Eiweiss / protéines 3,5 go Salz / sel 0,10 g',
    );
    expect(t.per100).toMatchObject({
      fat: 14,
      saturatedFat: 9,
      carbohydrates: 4,
      sugars: 4,
      fibre: 1.5,
      protein: 3.5,
      salt: 0.1,
    });
  });

  it('does not read a separator misread as 1 between two names of a label as its figure', () => {
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie 2435 kJ / 585 kcal\nFett 40 g\nKohlenhydrate 47,8 g\nFibres alimentaires 1 Ballaststoffe\n3,4 g\nEiweiss 6,8 g',
    );
    expect(t.per100.fibre).toBe(3.4);
  });

  it('splits a paragraph at a figure followed by a full stop and a dash, or by a dash alone', () => {
    const t = readNutritionTable(
      'Nährwerte/valeurs nutritives per 100g:\nEnergie/énergie 1281kJ (308kcal) - Fett/matières grasses 23g\ndavon gesättigte Fettsäuren/dont acides gras saturés 9g. - Kohlenhydrate/glucides <0.5 g\ndavon Zucker/dont sucres <0.5 - Eiweiss/protéines 25 g - Salz/sel 3.6 g',
    );
    expect(t.per100).toMatchObject({
      fat: 23,
      saturatedFat: 9,
      carbohydrates: 0.5,
      sugars: 0.5,
      protein: 25,
      salt: 3.6,
    });
  });

  it('reads a figure followed by its unit printed again in Cyrillic and read as letters', () => {
    const t = readNutritionTable(
      'Valori nutrizionali per 100 g\nEnergia 1700 kJ / 405 kcal\nGrassi\n9,0 g (r)\ndi cui acidi grassi saturi\n1,5g/r\nCarboidrati\n70 g rr)\nProteine\n11 g (r)\nSale\n0,5 g rr',
    );
    expect(t.per100).toMatchObject({
      fat: 9,
      saturatedFat: 1.5,
      carbohydrates: 70,
      protein: 11,
      salt: 0.5,
    });
  });

  it('reads a figure whose only unit is the Cyrillic `г` in brackets, read `(r)`', () => {
    const t = readNutritionTable(
      'Valori nutrizionali per 100 g\nEnergia 1600 kJ / 380 kcal\nGrassi\n7,5 g\ndi cui acidi grassi saturi\n2,2 (r)\nCarboidrati\n68 g\nProteine\n10 g',
    );
    expect(t.per100).toMatchObject({ fat: 7.5, saturatedFat: 2.2, carbohydrates: 68, protein: 10 });
  });

  it('moves a label with slashes and full stops between its names onto the line holding its figure', () => {
    const t = readNutritionTable(
      'Nährwerte/valeurs nutritives pour 100 g:\nEnergie/énergie 900 kJ (215 kcal) - Fett/matières grasses 12 g - Kohlenhydrate/glucides 20 g\ndavon Zucker/dont sucres 2 g - Ballaststoffe/fibres alimentaires/ fibre\nalimentari <0.5 - Eiweiss/protéines 8 g - Salz/sel 1.1 g',
    );
    expect(t.per100).toMatchObject({ sugars: 2, fibre: 0.5, protein: 8, salt: 1.1 });
    const dotted = readNutritionTable(
      'Nährwerte 100 g:\nEnergie. Énergie 500 kJ (120 kcal), Fett. Matières grasses 6g, Kohlenhydrate. Glucides 10g,\ndavon Zucker. dont sucres 4g, Faser. Nahrungsfasern. Fibres\nalimentaires 2g, Eiweiss. Protéines 6g, Salz. Sel 0,5g.',
    );
    expect(dotted.per100).toMatchObject({ sugars: 4, fibre: 2, protein: 6, salt: 0.5 });
  });

  it('reads fibre misspelt by the OCR (`Ballaststotte`) and a decimal comma read as a space (`0 7 g`)', () => {
    const t = readNutritionTable(
      'Nährwerte: 100 g enthalten: Energie 900 kJ / (215 kcal) Fett 12 g davon gesättigte\nFettsäuren 3 g, Kohlenhydrate 15 g, davon Zucker 4 g, Ballaststotte 0 7 g, Eiweiss 9 g, Salz 1.5 g',
    );
    expect(t.per100).toMatchObject({ fat: 12, saturatedFat: 3, sugars: 4, fibre: 0.7, salt: 1.5 });
  });

  it('reads the gram unit read as the letter o, and sugars misread as `Zucken`', () => {
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie 1000 kJ / 239 kcal\nFett\n9,7 o\nKohlenhydrate\n30 g\ndavon Zucken\n2,5 g\nEiweiss 9,0 g',
    );
    expect(t.per100).toMatchObject({ fat: 9.7, carbohydrates: 30, sugars: 2.5, protein: 9 });
  });

  it('does not read a label misread as a number after a slash (`Salz/Sel/561`) as the figure', () => {
    const t = readNutritionTable(
      'Nährwerte pro 100 ml\nEnergie 200 kJ/48 kcal\nFett 1,5 g\nKohlenhydrate 5,0 g\nEiweiß 3,3 g\nSalz/Sel/561\n0,10 g',
    );
    expect(t.per100.salt).toBe(0.1);
  });

  it('keeps a figure with its unit below a line of other text inside the table', () => {
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie 1000 kJ / 239 kcal\nFett\n10 g\nKohlenhydrate\n30 g\nEiweiss\n6,0 g\nSalz\n1 Packung = 4 Portionen\n0,62 g\nL 2304\n7',
    );
    expect(t.per100).toMatchObject({ fat: 10, carbohydrates: 30, protein: 6, salt: 0.62 });
  });

  it('reads the gram unit misread as `e` after a figure', () => {
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie 1911 kJ / 456 kcal\nFett 20 g\nKohlenhydrate 58 g\nEiweiss 3,9 g\nSalz\n0,11 e',
    );
    expect(t.per100.salt).toBe(0.11);
  });

  it('does not read a separator misread as a digit inside a label, or a stray digit, as a figure', () => {
    const t = readNutritionTable(
      'Valori nutrizionali / Nährwerte (100 ml):\nEnergia / Energie 1008 kJ / 238 kcal\nGrassi / Fett 0 g\nCarboidrati / Kohlenhydrate 55 g\ndi cui zuccheri / davon Zucker 6 dont sucres\n3\n55 g\nProteine / Eiweiß 1 0,8 g\nSale / Salz 0,05 g',
    );
    expect(t.per100).toMatchObject({ carbohydrates: 55, sugars: 55, protein: 0.8, salt: 0.05 });
  });

  it.each([['matières grasse 28 g'], ['Matières glasses : 28 g']])(
    'reads fat printed in the singular or misread (%s)',
    (fat) => {
      const t = readNutritionTable(
        `Valeurs nutritives pour 100 g\nEnergie : 2019 kJ (484 kcal)\n${fat}\nglucides 50 g\nprotéines 6,8 g`,
      );
      expect(t.per100.fat).toBe(28);
    },
  );

  it('reads `Graisses`, a unit read as `a`, a comma before the unit, `Og`, and skips a lone digit after a name', () => {
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie 295 kJ (71 kcal)\nLipides/Graisses 4,2 g\ndont acides gras saturés 1\n2,2 g\nKohlenhydrate\n3,1, g\nFibres Og\nEiweiss\n3,3 a\nSalz 0,10 g',
    );
    expect(t.per100).toMatchObject({
      fat: 4.2,
      saturatedFat: 2.2,
      carbohydrates: 3.1,
      fibre: 0,
      protein: 3.3,
      salt: 0.1,
    });
  });

  it('does not take a phone number after the table for a figure', () => {
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie 1000 kJ / 239 kcal\nFett 10 g\nKohlenhydrate 30 g\nEiweiss 6,0 g\nSalz\nKundendienst\n0800 12 34 56',
    );
    expect(t.per100.salt).toBeNull();
    expect(t.per100.fat).toBe(10);
  });

  it("takes the first column's energy when the kcal figures came out of order", () => {
    // 2000 kJ / 478 kcal per 100 g; 1200 kJ / 287 kcal per portion of 60 g, read before.
    const t = readNutritionTable(
      'Informations nutritionnelles\nPour 100 g\nPour 1 part de 60 g\n2000 kJ\n1200 kJ\nValeurs énergétiques\n287 kcal\n478 kcal\nMatières grasses\n20 g\n12 g\ndont acides gras saturés\n10 g\n6 g\nGlucides\n60 g\n36 g\ndont sucres\n30 g\n18 g\nProtéines\n8 g\n4,8 g\nSel\n1 g\n0,6 g',
    );
    expect(t.per100).toMatchObject({ energyKj: 2000, energyKcal: 478, fat: 20, carbohydrates: 60 });
  });

  it("takes the per-100 energy when the serving's kcal was read first, by the serving's weight", () => {
    // Per 100 g: 1811 kJ (unit lost) / 430 kcal; per serving of 50 g: 906 kJ / 215 kcal.
    const t = readNutritionTable(
      'Nährwerte\nPro 100g\nPro Portion 50g\nEnergie\n1811\n906 kJ\n215kcal\n430kcal\nFett\n12,0g\n6,0g\nKohlenhydrate\n68g\n34g\nEiweiss\n11g\n5,5g\nSalz\n0,96g\n0,48g',
    );
    expect(t.per100).toMatchObject({ energyKj: 1811, energyKcal: 430, carbohydrates: 68 });
  });

  it.each([
    ['sel, protéines de lait, huile de tournesol'],
    ['len, Zucker, Puderzucker, Glucosesirup), Kakaobutter,'],
    ['ecmasse, Zucker, kandierte Orangenschalen 13%'],
  ])('does not take a piece of the ingredient list beside the table for a label (%s)', (line) => {
    expect(labelOf(line)).toBeNull();
  });

  it.each([
    ['Fat, Vetten, Fett, Grassi, Matières grasses 10 g', 'fat'],
    ['zuccheri, dont sucres, davon Zucker', 'sugars'],
    ['Salt, Zout, Salt, Sale Sel, Salz', 'salt'],
  ])('keeps a label whose translations are parted by commas (%s)', (line, field) => {
    expect(labelOf(line)?.field).toBe(field);
  });

  it('reads a label whose translations are parted by commas', () => {
    const t = readNutritionTable(
      'Nutrition per 100 g\nEnergy 1500 kJ / 358 kcal\nFat, Vetten, Fett, Grassi 10 g\nCarbohydrate, Koolhydraten, Kohlenhydrate 55 g\nProtein, Eiwitten, Eiweiss 9 g\nSalt, Zout, Salz 0,5 g',
    );
    expect(t.per100).toMatchObject({ fat: 10, carbohydrates: 55, protein: 9, salt: 0.5 });
  });

  it.each([['05.03.24'], ['06.2025'], ['0800 86 00 60']])(
    'does not take a date or phone number for a line of figures (%s)',
    (line) => {
      expect(isValueLine(line)).toBe(false);
    },
  );

  it('reads a per-portion column as per 100 g when the portion weighs 100 g', () => {
    const t = readNutritionTable(
      'Informations nutritionnelles\nSi une portion est 1/2 pot (100g)\npro / par Portion\nEnergie 397 kJ / 95 kcal\nFett 4.0 g\nKohlenhydrate 3.7 g\nEiweiss 10.9 g\nSalz 0.90 g',
    );
    expect(t.per100).toMatchObject({ energyKcal: 95, fat: 4, carbohydrates: 3.7, protein: 10.9 });
    expect(t.perServing.fat).toBe(4);
  });

  it('puts a row where its label stands in the table, not where ingredient text named it first', () => {
    // Labels, then figures; a line of the list (`zucchero`) above the carbohydrate row.
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie 1911 kJ / 456 kcal\nFett\ndavon gesättigte Fettsäuren\nnti: zucchero, burro di cacao 15%,\nKohlenhydrate\ndavon Zucker\nEiweiss\nSalz\n20 g\n12 g\n58 g\n55 g\n3,9 g\n0,11 g',
    );
    expect(t.per100).toMatchObject({ carbohydrates: 58, sugars: 55, protein: 3.9, salt: 0.11 });
  });

  it('hands figures to two labels read out of order with no figure between them in the EU row order', () => {
    // `Salz` read above `Eiweiss`: the figures below follow the table's rows (protein, then salt).
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie 1790 kJ / 428 kcal\nFett\ndavon gesättigte Fettsäuren\nKohlenhydrate\ndavon Zucker\nSalz\nEiweiss\n20 g\n12 g\n58 g\n55 g\n3,9 g\n0,11 g',
    );
    expect(t.per100).toMatchObject({ carbohydrates: 58, sugars: 55, protein: 3.9, salt: 0.11 });
  });

  it('reads a table printed twice (a second language below) from its first printing', () => {
    // Figures printed a line above their labels; then the table again with its own figures and
    // reference intakes.
    const t = readNutritionTable(
      'Nährwerte pro 100 g\nEnergie\n1747 kJ\n416 kcal\n17 g\nFett\ngesättigte Fettsäuren\n13 g\n61 g\nKohlenhydrate\n42 g\nZucker\nBallaststoffe\n3,5 g\nEiweiss\n4 g\nSalz\n0,27 g\nMasti / Fat\n17 g\n24\nzasicene / saturates\n13 g\n65\nUgljikohidrati / Carbohydrate\n61 g\n23\nseceri / sugars\n42 g\n47\nvlakna / fibre\n3,5 g\nbjelancevine / protein\n4 g\n8\nsol / salt\n0,27 g\n5',
    );
    expect(t.per100).toMatchObject({ fat: 17, saturatedFat: 13, carbohydrates: 61, sugars: 42 });
  });

  it('takes no serving volume for a figure in a two-column table read in order', () => {
    // Per 100 mL and per plate (250 mL), the plate's volume printed below the energy label.
    const t = readNutritionTable(
      'Durchschnittliche Nährwerte\nin 100 mL\n1 Teller Suppe\nEnergie\n(250 mL)\n95 kJ / 23 kcal\nFett\n243 kJ / 58 kcal\n0,6 g\ndavon: gesättigte\n1,6 g\nFettsäuren\n0,4 g\n1,0 g\nKohlenhydrate\ndavon: Zucker\n3,4 g\n8,6 g\nEiweiß\n<0,5 g\n0,7 g\nSalz\n0,8 g\n2,0 g\n1,0 g\n2,6 g',
    );
    expect(t.per100).toMatchObject({
      fat: 0.6,
      saturatedFat: 0.4,
      carbohydrates: 3.4,
      protein: 0.8,
      salt: 1,
    });
  });
});

describe('readNutritionTable: figures in the EU row order when the labels are garbled', () => {
  // A multilingual table read out of order: three labels, each before a figure that is not its
  // own, and all six figures of a table without fibre; the kcal figure's unit lost
  // (`1453 kJ / 351`).
  const scrambled = (figures: string[]) =>
    readNutritionTable(
      [
        '/100g',
        '1453 kJ / 351',
        'Glucides/Kohlenhydrate, /',
        figures[0],
        'Fettsäuren / of which saturates',
        figures[1],
        'of which cuales azucares / z.toho',
        ...figures.slice(2),
      ].join('\n'),
    );

  it('reads the figures as fat, saturates, carbohydrate, sugars, protein and salt when the energy confirms it', () => {
    const t = scrambled(['31g', '22g', '1g', '<0,5g', '17g', '1,40 g']);
    expect(t.per100).toMatchObject({
      energyKj: 1453,
      fat: 31,
      saturatedFat: 22,
      carbohydrates: 1,
      sugars: 0.5,
      protein: 17,
      salt: 1.4,
    });
  });

  it('takes no row order on faith: figures the energy does not confirm are not read that way', () => {
    // The same figures with a protein figure that does not fit the energy (9·31 + 4·1 + 4·40).
    const t = scrambled(['31g', '22g', '1g', '<0,5g', '40g', '1,40 g']);
    expect(t.per100.fat).not.toBe(31);
    expect(t.per100.protein).not.toBe(40);
  });

  it('assumes no fibre row where no fibre label was read', () => {
    // Seven figures, the last a stray one (a lot number): read as seven rows with fibre, they
    // would still agree with the energy, every figure from protein on in the wrong row.
    const t = scrambled(['31g', '22g', '1g', '<0,5g', '17g', '1,40 g', '2 g']);
    expect(t.per100.fibre).toBeNull();
    expect(t.per100.protein).not.toBe(1.4);
    expect(t.per100.salt).not.toBe(2);
  });
});

describe('readNutritionTable: figure repairs (tesseract text)', () => {
  const table = (rows: string[]) =>
    readNutritionTable(
      [
        'Valori medi  per 100g  per porzione (60 g)',
        'Energia  962 kJ / 230 kcal  577 kJ / 138 kcal',
        'Grassi  9,2 g  5,5 g',
        ...rows,
        'Proteine  11,4 g  6,8 g',
      ].join('\n'),
      { figureRepairs: true },
    );

  it('lets the serving column choose between readings of a figure the rules re-read', () => {
    // `149` breaks sugars ≤ carbohydrate; `14,9` and `14 g` (its g read as 9) both keep the rule,
    // and only 14 × 0.6 = 8.4 agrees with the serving's `84g`.
    const t = table(['Carboidrati  24,4 g  14,6 g', 'di cui zuccheri  149  84g']);
    expect(t.per100.sugars).toBe(14);
    expect(t.perServing.sugars).toBe(8.4);
    expect(t.uncertain ?? []).not.toContain('sugars');
  });

  it('reads `lig` as 1.1 g where the serving column confirms it', () => {
    // `1.1g` read with its ones as letters and its decimal point lost; 1.1 × 0.6 ≈ 0.7.
    const t = table(['di cui acidi grassi saturi  lig  0,7g']);
    expect(t.per100.saturatedFat).toBe(1.1);
    expect(t.perServing.saturatedFat).toBe(0.7);
  });

  it('does not take a pair of figures as read that breaks a rule the re-read kept', () => {
    // `94g | 24g` agree as read (94 × 0.25 ≈ 24), but saturates of 94 g exceed fat: 9.4 | 2.4.
    const t = readNutritionTable(
      [
        'Valori medi  per 100g  per porzione (25 g)',
        'Energia  1121 kJ / 268 kcal  280 kJ / 67 kcal',
        'Grassi  18,2 g  4,6 g',
        'di cui acidi grassi saturi  94g  24g',
        'Carboidrati  9,9 g  2,5 g',
        'Proteine  15,8 g  4 g',
      ].join('\n'),
      { figureRepairs: true },
    );
    expect(t.per100.saturatedFat).toBe(9.4);
    expect(t.perServing.saturatedFat).toBe(2.4);
  });

  it('re-reads a figure by the rules once the pairs settled the others', () => {
    // `719 | 4,2 g` pairs as 7.1 | 4.2; only then does energy agree with protein 4.1, not `41g`.
    const t = readNutritionTable(
      [
        'Valori nutrizionali',
        'Energia  2004 kJ / 479 kcal  1202 kJ / 287 kcal',
        'Grassi  24,9 g  14,9 g',
        'di cui acidi grassi saturi  719  4,2 g',
        'Carboidrati  56,7 g  34g',
        'di cui zuccheri  13,9 g  8,3 g',
        'Fibre  6,1g  3,7 g',
        'Proteine  41g  299',
        'Sale  0,74 g  0,44 g',
      ].join('\n'),
      { figureRepairs: true },
    );
    expect(t.per100).toMatchObject({ saturatedFat: 7.1, protein: 4.1 });
  });

  it('reads a decimal one read as the letter l before the unit', () => {
    const t = table(['Carboidrati  24,4 g  14,6 g', 'di cui zuccheri  4,lg  2,5 g']);
    expect(t.per100.sugars).toBe(4.1);
  });
});
