import { extractNutrition, ocrConfigFromEnv } from '../src/extraction/pipeline';
import { inspectImage } from '../src/extraction/image-inspection';
import { readNutritionTable } from '@labellens/ingredient-analysis';
import {
  cellsOf,
  nutritionDto,
  repairGramAsNine,
  rowsFromPage,
  withFieldsConfirmedBy,
} from '../src/extraction/nutrition-section';
import type { OcrEngine, OcrLine } from '../src/ocr/ocr-engine';
import { createOcrEngine } from '../src/ocr/ocr-engine.factory';
import { TextractEngine } from '../src/ocr/textract.engine';
import { linesFromTsv } from '../src/ocr/tesseract-tsv';
import {
  EU_LABEL_LANGS,
  nutritionFactsFor,
  renderEuTable,
  renderNoTable,
  renderUsLabel,
  tableStyleFor,
} from './support/nutrition-renderer';
import { startTextractStandIn } from './support/textract-stand-in';
import { ifStarted } from '@labellens/server-testing';

// Rendered nutrition tables read by local tesseract through the service's nutrition path.
let engine: OcrEngine;

beforeAll(async () => {
  engine = await createOcrEngine({
    ...ocrConfigFromEnv({ ...process.env, OCR_PROVIDER: 'tesseract' }),
    OCR_POOL_SIZE: 1,
  });
});

afterAll(async () => {
  await ifStarted(engine)?.close();
});

const read = async (image: Buffer) =>
  (await extractNutrition(engine, image, inspectImage(image, ['png', 'jpeg']))).result;

const near = (got: number | null, want: number) =>
  got !== null && Math.abs(got - want) <= Math.max(0.05, 0.02 * want);

describe('tesseract TSV word boxes', () => {
  it('gives each word its box, and cuts a line into cells at wide gaps', () => {
    const row = (word: string, left: number, n: number) =>
      [
        '5',
        '1',
        '1',
        '1',
        '1',
        String(n),
        String(left),
        '100',
        String(word.length * 12),
        '20',
        '95',
        word,
      ].join('\t');
    const tsv = [row('Fat', 20, 1), row('12.5g', 500, 2), row('3.8g', 800, 3)].join('\n');
    const [line] = linesFromTsv(tsv);
    expect(line.words?.[1].box).toEqual({ x: 500, y: 100, w: 60, h: 20 });
    expect(cellsOf(line).map((c) => c.text)).toEqual(['Fat', '12.5g', '3.8g']);
  });
});

describe('rowsFromPage', () => {
  const cell = (text: string, x: number, y: number): OcrLine => ({
    text,
    confidence: 90,
    box: { x, y, w: 10 * text.length, h: 20 },
    block: 0,
    height: 20,
  });
  /** One row's cells: the name at x 0, figures at 300 and 500 (null: none there). */
  const row = (y: number, name: string, ...figures: (string | null)[]) => [
    cell(name, 0, y),
    ...figures.flatMap((f, i) => (f === null ? [] : [cell(f, 300 + 200 * i, y)])),
  ];
  const table = (...saturates: (string | null)[]) => [
    ...row(0, 'Fat', '10.3g', '5.2g'),
    ...row(40, 'of which saturates', ...saturates),
    ...row(80, 'Carbohydrate', '33.6g', '16.8g'),
    ...row(120, 'Protein', '20.8g', '10.4g'),
  ];

  it('leaves out a lone figure standing in the second of two value columns', () => {
    // `1.1g` read as letters: 0.6 g is the serving's, not the per-100 g figure.
    expect(rowsFromPage(table('lig', '0.6g'))[1]).toBe('of which saturates  lig');
    expect(rowsFromPage(table(null, '0.6g'))[1]).toBe('of which saturates');
  });

  it('keeps a lone figure in the first column, and percentages are no column', () => {
    expect(rowsFromPage(table('1.1g'))[1]).toBe('of which saturates  1.1g');
    // A US panel: each nutrient's figure inside its name's cell, its % Daily Value at x 500.
    const us = [
      ...row(0, 'Total Fat 2.9g', null, '4%'),
      ...row(40, 'Sodium 876mg', null, '38%'),
      ...row(80, 'Total Carbohydrate 91.4g', null, '33%'),
      ...row(120, 'Calories', null, '439'),
    ];
    expect(rowsFromPage(us)[3]).toBe('Calories  439');
  });
});

describe('repairGramAsNine', () => {
  it('takes a 9 closing a unit-less decimal value for the lost g', () => {
    expect(repairGramAsNine('Fett  23,79  11,9 g')).toBe('Fett  23,7 g  11,9 g');
    expect(repairGramAsNine('Eiweiß  19,8 9  9,9g')).toBe('Eiweiß  19,8 g  9,9g');
    // A US row with its % Daily Value; the percentage itself is left as read.
    expect(repairGramAsNine('Total Fat 2.99  4%')).toBe('Total Fat 2.9 g  4%');
    expect(repairGramAsNine('Fett  2,5 g  9%')).toBe('Fett  2,5 g  9%');
  });

  it('leaves energy rows and values that show their unit as read', () => {
    expect(repairGramAsNine('Energy 1745 kJ / 419 kcal')).toBe('Energy 1745 kJ / 419 kcal');
    expect(repairGramAsNine('Salt 0,09 g')).toBe('Salt 0,09 g');
  });

  it('reads a decimal comma misread as a colon', () => {
    expect(repairGramAsNine('Zucker  12g  3:09')).toBe('Zucker  12g  3,0 g');
    expect(repairGramAsNine('Fat  4:2 g  1,1 g')).toBe('Fat  4,2 g  1,1 g');
  });
});

describe('withFieldsConfirmedBy (two OCR passes of one table)', () => {
  const reading = (rows: string[], energy = 'Energie  2050 kJ / 490 kcal  1025 kJ / 245 kcal') =>
    nutritionDto(
      readNutritionTable(['Nährwerte  pro 100 g  pro Portion', energy, ...rows].join('\n')),
    );
  const rows = {
    carbs: 'Kohlenhydrate  49,1 g  24,6 g',
    sugars: 'davon Zucker  17,5 g  8,8 g',
    protein: 'Eiweiß  19,8 g  9,9 g',
  };

  it('takes a field from the other pass where its two columns agree more closely', () => {
    // `23,7 g` read `23` in the kept pass: 23 × 0.5 = 11.5 against 11.9 printed.
    const kept = reading(['Fett  23 g  11,9 g', rows.carbs, rows.sugars, rows.protein]);
    const other = reading([
      'Fett  23,7 g  11,9 g',
      rows.carbs,
      'davon Zucker  1754  88g',
      rows.protein,
    ]);
    const merged = withFieldsConfirmedBy(kept, other);
    expect(merged.per100).toMatchObject({ fat: 23.7, sugars: 17.5, protein: 19.8 });
    expect(merged.totalFat).toBe(11.9);
  });

  it('fills a field the kept pass lost, and clears it from the uncertain ones', () => {
    const kept = reading([
      'Fett  23,7 g  11,9 g',
      rows.carbs,
      'davon Zucker  175 g  8,8 g',
      rows.protein,
    ]);
    expect(kept.uncertain).toContain('sugars');
    const other = reading(['Fett  23,7 g  11,9 g', rows.carbs, rows.sugars, rows.protein]);
    const merged = withFieldsConfirmedBy(kept, other);
    expect(merged.per100.sugars).toBe(17.5);
    expect(merged.perServing.sugars).toBe(8.8);
    expect(merged.uncertain).not.toContain('sugars');
  });

  it('takes nothing that breaks a rule, nor from a pass read at another serving share', () => {
    const kept = reading(['Fett  23,7 g  11,9 g', rows.carbs, rows.sugars]);
    // Protein 52 | 26 agree by the share, but 52 g of protein disagrees with 490 kcal.
    const absurd = reading(['Fett  23,7 g  11,9 g', rows.carbs, rows.sugars, 'Eiweiß  52 g  26 g']);
    expect(withFieldsConfirmedBy(kept, absurd).per100.protein).toBeNull();
    // The other pass's energy gives another share: its columns are not the kept pass's.
    const otherShare = reading(
      ['Fett  23,7 g  11,9 g', rows.carbs, rows.sugars, rows.protein],
      'Energie  2050 kJ / 490 kcal  615 kJ / 147 kcal',
    );
    expect(withFieldsConfirmedBy(kept, otherShare).per100.protein).toBeNull();
  });
});

describe('extractNutrition on rendered labels (tesseract)', () => {
  it('reads a US Nutrition Facts panel per serving: serving size, calories, sodium; no footnote values', async () => {
    const facts = nutritionFactsFor(1003);
    const data = await read(await renderUsLabel(facts, tableStyleFor(3)));
    expect(data.basis).toBe('serving');
    expect(data.servingSize?.replace(/\s/g, '')).toBe(`${facts.servingGrams}g`);
    expect(data.calories).toBe(facts.perServing.energyKcal);
    expect(near(data.totalFat, facts.perServing.fat)).toBe(true);
    expect(near(data.protein, facts.perServing.protein)).toBe(true);
    expect(data.sodium).toBe(Math.round((facts.perServing.salt / 2.5) * 1000));
  }, 30000);

  it('reads an EU table with coloured rows per 100 g', async () => {
    const facts = nutritionFactsFor(1000);
    const data = await read(
      await renderEuTable(facts, 'en', { ...tableStyleFor(0), band: '#d9ecd0' }),
    );
    expect(data.per100.energyKcal).toBe(facts.per100.energyKcal);
    expect(near(data.per100.fat, facts.per100.fat)).toBe(true);
    expect(near(data.per100.saturatedFat, facts.per100.saturatedFat)).toBe(true);
    expect(near(data.per100.carbohydrates, facts.per100.carbohydrates)).toBe(true);
    expect(data.uncertain).toEqual([]);
  }, 30000);

  it('answers all nulls for an image without a nutrition table', async () => {
    const data = await read(await renderNoTable());
    expect(Object.values(data.per100).every((v) => v === null)).toBe(true);
    expect(data.calories).toBeNull();
    expect(data.servingSize).toBeNull();
  }, 30000);

  it('flags absurd values as uncertain instead of reporting them', async () => {
    const facts = nutritionFactsFor(1004);
    // Saturates printed above fat and salt of 650 g per 100 g: a misprint or a misreading.
    const k = facts.servingGrams / 100;
    const saturatedFat = facts.per100.fat + 20;
    const bad = {
      ...facts,
      per100: { ...facts.per100, saturatedFat, salt: 650 },
      // Both columns agree with each other, so no other reading of the figures is preferred.
      perServing: {
        ...facts.perServing,
        saturatedFat: Math.round(saturatedFat * k * 10) / 10,
        salt: Math.round(650 * k * 10) / 10,
      },
    };
    const data = await read(await renderEuTable(bad, EU_LABEL_LANGS[0], tableStyleFor(0)));
    expect(data.per100.saturatedFat).toBeNull();
    expect(data.per100.salt).toBeNull();
    expect(data.uncertain).toEqual(expect.arrayContaining(['saturatedFat', 'salt']));
  }, 30000);
});

describe('extractNutrition through Textract (real SDK, local stand-in answering WORD blocks)', () => {
  it('gives each line its words with boxes, and reads an EU table from them per 100 g', async () => {
    const standIn = await startTextractStandIn();
    const textract = new TextractEngine({
      region: 'eu-west-1',
      endpoint: standIn.url,
      accessKeyId: 'AKIDSTANDIN',
      secretAccessKey: 'stand-in-secret',
    });
    try {
      const facts = nutritionFactsFor(1000);
      const image = await renderEuTable(facts, 'en', { ...tableStyleFor(0), band: null });
      const info = inspectImage(image, ['png', 'jpeg']);
      const page = await textract.recognize(image, { width: info.width, height: info.height });
      // Every line carries its words, each with a box inside the line's.
      expect(page.lines.length).toBeGreaterThan(5);
      for (const line of page.lines) {
        expect(line.words?.map((w) => w.text).join(' ')).toBe(line.text);
        for (const w of line.words ?? []) {
          expect(w.box!.x).toBeGreaterThanOrEqual(line.box.x - 1);
          expect(w.box!.x + w.box!.w).toBeLessThanOrEqual(line.box.x + line.box.w + 1);
        }
      }
      const data = (await extractNutrition(textract, image, info)).result;
      expect(data.per100.energyKcal).toBe(facts.per100.energyKcal);
      expect(near(data.per100.fat, facts.per100.fat)).toBe(true);
      // The stand-in reads the whole image with plain tesseract, which misreads some figures
      // here ('4.6g' as '46g', '2g' as '29'); the rows it reads right must land in their fields.
      expect(near(data.per100.carbohydrates, facts.per100.carbohydrates)).toBe(true);
      expect(near(data.per100.sugars, facts.per100.sugars)).toBe(true);
      expect(near(data.per100.saturatedFat, facts.per100.saturatedFat)).toBe(true);
      expect(near(data.per100.salt, facts.per100.salt)).toBe(true);
    } finally {
      await textract.close();
      await standIn.close();
    }
  }, 30000);
});
