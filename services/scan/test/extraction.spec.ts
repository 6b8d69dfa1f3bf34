import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { extractIngredients, extractLabelFile } from '../src/extraction/pipeline';
import { inspectImage } from '../src/extraction/image-inspection';
import { NativeTesseractEngine } from '../src/ocr/tesseract-native.engine';
import { WasmTesseractEngine } from '../src/ocr/tesseract-wasm.engine';
import { LABELS } from './support/label-corpus';
import { renderLabel, renderNutritionLabel, styleFor } from './support/label-renderer';
import { brokenPng, smallPng } from './support/images';
import { dataUrl, startScanStack, type Browser, type ScanStack } from './support/scan-harness';
import { ifStarted } from '@labellens/server-testing';

let stack: ScanStack;
let browser: Browser;
let digestives: Buffer;

const CLEAN = { ...styleFor(0), rotate: 0, keystone: 0, blur: 0, jpegQuality: 90 };
const label = (id: string) => LABELS.find((l) => l.id === id)!;

beforeAll(async () => {
  stack = await startScanStack({ textract: true });
  ({ browser } = await stack.signUp());
  digestives = await renderLabel(label('en-digestives'), CLEAN);
});

afterAll(async () => {
  await ifStarted(stack)?.close();
});

describe('POST /api/extract-ingredients (local tesseract through the ocr job)', () => {
  it('finds the list among the other pack text, with product name, statements and allergens', async () => {
    const res = await browser.call('POST', '/api/extract-ingredients', {
      image: dataUrl(digestives, 'image/jpeg'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ingredients: label('en-digestives').ingredients,
      productName: 'Milk Chocolate Digestives',
      containsStatements: ['Contains: wheat, milk, soya', 'May contain nuts'],
      allergens: ['gluten', 'milk', 'soybeans'],
      uncertainWords: expect.any(Array),
      hint: null,
    });
    // A clean print leaves (almost) nothing for the person to check, and what it flags is printed.
    for (const word of res.body.uncertainWords as string[])
      expect(JSON.stringify(res.body.ingredients)).toContain(word);
    // Nothing of the clutter (weight, storage, address, barcode) leaked into the list.
    expect(JSON.stringify(res.body.ingredients)).not.toMatch(
      /Net wt|Store|Leeds|Best before|678900/,
    );
  });

  it('reads a Polish list with the Polish model', async () => {
    const image = await renderLabel(label('pl-herbatniki'), CLEAN);
    const res = await browser.call('POST', '/api/extract-ingredients', {
      image: dataUrl(image, 'image/jpeg'),
    });
    expect(res.body.ingredients).toEqual(label('pl-herbatniki').ingredients);
    expect(res.body.productName).toBe('Herbatniki maślane');
    expect(res.body.containsStatements).toEqual(['Może zawierać mleko i jaja']);
  });

  it('one photo sent twice by one person is one job, with a deterministic id and retry options', async () => {
    const before = await stack.queues.ocr.getJobCountByTypes(
      'completed',
      'failed',
      'active',
      'waiting',
      'delayed',
    );
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        browser.call('POST', '/api/extract-ingredients', {
          image: dataUrl(digestives, 'image/jpeg'),
        }),
      ),
    );
    expect(a.body).toEqual(b.body);
    const after = await stack.queues.ocr.getJobCountByTypes(
      'completed',
      'failed',
      'active',
      'waiting',
      'delayed',
    );
    // The first test already ran this photo: its finished job is reused while it is kept.
    expect(after).toBe(before);
    const [job] = await stack.queues.ocr.getJobs(['completed'], 0, 0);
    expect(job.id).toMatch(/^ocr-[0-9a-f]{40}$/);
    expect(job.opts).toMatchObject({ attempts: 2, backoff: { type: 'exponential', delay: 500 } });
    // The image itself is not kept in the job, and its Redis copy is gone.
    expect(JSON.stringify(job.data)).not.toContain('base64');
  });

  it('an image tesseract cannot decode → 400 with the spec text; the failed job is kept', async () => {
    const broken = await brokenPng();
    const res = await browser.call('POST', '/api/extract-ingredients', { image: dataUrl(broken) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Image processing failed. Please try again or type ingredients manually.',
    );
    const failed = await stack.queues.ocr.getFailed();
    expect(failed).toHaveLength(1);
    // Unrecoverable (the image itself is bad): no retry was wasted on it.
    expect(failed[0].failedReason).toMatch(/^(sharp|tesseract) could not read the image/);
    expect(failed[0].attemptsMade).toBe(1);
    // The person tries again: the kept job runs again rather than answering from its old failure.
    const again = await browser.call('POST', '/api/extract-ingredients', {
      image: dataUrl(broken),
    });
    expect(again.status).toBe(400);
    expect((await stack.queues.ocr.getJob(failed[0].id!))!.attemptsMade).toBeGreaterThanOrEqual(2);
  });
});

describe('POST /api/extract-nutrition', () => {
  it('reads the table, per serving when the label has a serving column (sodium in mg)', async () => {
    const image = await renderNutritionLabel(
      [
        { label: 'Energy', per100: '1958 kJ / 467 kcal', perServing: '587 kJ / 140 kcal' },
        { label: 'Fat', per100: '21 g', perServing: '6.3 g' },
        { label: 'of which saturates', per100: '12 g', perServing: '3.6 g' },
        { label: 'Carbohydrate', per100: '60 g', perServing: '18 g' },
        { label: 'of which sugars', per100: '30 g', perServing: '9 g' },
        { label: 'Protein', per100: '7 g', perServing: '2 g' },
        { label: 'Salt', per100: '0.8 g', perServing: '0.24 g' },
      ],
      {
        title: 'Nutrition information',
        header: ['Typical values', 'Per 100 g', 'Per 30 g serving'],
        style: { ...CLEAN, width: 1000 },
      },
    );
    const res = await browser.call('POST', '/api/extract-nutrition', {
      image: dataUrl(image, 'image/jpeg'),
      ocrProvider: 'textract',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      servingSize: '30 g',
      calories: 140,
      totalFat: 6.3,
      saturatedFat: 3.6,
      carbohydrates: 18,
      sugars: 9,
      protein: 2,
      sodium: 96,
      basis: 'serving',
      per100: expect.objectContaining({ energyKcal: 467, fat: 21 }),
    });
    // What the page then sends back is analysed as read.
    const base = await browser.call('POST', '/api/scan', {
      ingredients: [],
      productName: 'Biscuits',
      preferredLanguage: 'English',
    });
    const analysed = await browser.call('POST', '/api/scan-nutrition', {
      productId: base.body.product.id,
      nutritionData: res.body,
      preferredLanguage: 'English',
    });
    expect(analysed.body.nutrition.analysis.parsedNutrition).toMatchObject({
      calories: 140,
      servingSize: '30 g',
    });
    expect(analysed.body.nutrition.analysis.levels).toMatchObject({ fat: 'high', sugars: 'high' });
  });

  it('finds a nutrition line among the other pack text, not in the ingredient list', async () => {
    // `raising agents (sodium bicarbonate…), salt` and the barcode digits are no nutrient rows.
    const res = await browser.call('POST', '/api/extract-nutrition', {
      image: dataUrl(digestives, 'image/jpeg'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      calories: 467,
      totalFat: 21,
      protein: null,
      sodium: null,
      basis: '100g',
    });
  });

  it('answers all nulls for a photo without nutrition facts', async () => {
    const res = await browser.call('POST', '/api/extract-nutrition', {
      image: dataUrl(await smallPng('Ingredients: water, salt.')),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ calories: null, totalFat: null, protein: null, sodium: null });
  });
});

describe('AWS Textract (real SDK against a local server speaking its JSON 1.1 API)', () => {
  it("honours the page's ocrProvider: textract hint when Textract is configured", async () => {
    const before = stack.textract!.calls.length;
    const res = await browser.call('POST', '/api/extract-ingredients', {
      image: dataUrl(digestives, 'image/jpeg'),
      ocrProvider: 'textract',
    });
    expect(res.status).toBe(200);
    expect(stack.textract!.calls.length).toBe(before + 1);
    const call = stack.textract!.calls.at(-1)!;
    expect(call.target).toBe('Textract.DetectDocumentText');
    expect(call.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDSTANDIN\/\d{8}\/eu-west-1\/textract\/aws4_request/,
    );
    expect(res.body.ingredients).toEqual(label('en-digestives').ingredients);
    expect(res.body.containsStatements).toEqual([
      'Contains: wheat, milk, soya',
      'May contain nuts',
    ]);
    expect(res.body.productName).toBe('Milk Chocolate Digestives');
  });

  it('without a scan left, Textract is never called', async () => {
    const poor = await stack.signUp();
    stack.billing.setLimit(poor.userId, 0);
    const before = stack.textract!.calls.length;
    const res = await poor.browser.call('POST', '/api/extract-ingredients', {
      image: dataUrl(digestives, 'image/jpeg'),
      ocrProvider: 'textract',
    });
    expect(res.status).toBe(403);
    expect(stack.textract!.calls.length).toBe(before);
  });

  it('uses the configured provider without the hint, and refuses types Textract cannot read', async () => {
    const before = stack.textract!.calls.length;
    const res = await browser.call('POST', '/api/extract-ingredients', {
      image: dataUrl(digestives, 'image/jpeg'),
    });
    expect(res.status).toBe(200);
    expect(stack.textract!.calls.length).toBe(before);
    const canvas = createCanvas(40, 20);
    const webp = await canvas.encode('webp');
    const refused = await browser.call('POST', '/api/extract-ingredients', {
      image: dataUrl(webp, 'image/webp'),
      ocrProvider: 'textract',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This image type is not supported. Please upload a JPG or PNG photo.',
    );
  });
});

describe('the pipeline outside the service', () => {
  it('native tesseract leaves no file behind (stdin in, stdout out)', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'll-ocr-tmp-'));
    const previous = process.env.TMPDIR;
    const cwdBefore = readdirSync(process.cwd()).sort();
    process.env.TMPDIR = tmp;
    const engine = await NativeTesseractEngine.create({ binary: 'tesseract', poolSize: 1 });
    try {
      const page = await engine.recognize(digestives, { width: 1, height: 1 });
      expect(page.lines.length).toBeGreaterThan(5);
    } finally {
      process.env.TMPDIR = previous;
      await engine.close();
    }
    expect(readdirSync(tmp)).toEqual([]);
    expect(readdirSync(process.cwd()).sort()).toEqual(cwdBefore);
  });

  it('tesseract.js from the npm language data (eng+fra) reads English and French labels in a warm pool', async () => {
    const engine = await WasmTesseractEngine.create({ poolSize: 1 });
    try {
      expect(engine.languages).toEqual(['eng', 'fra']);
      for (const id of ['en-ketchup', 'fr-soupe']) {
        const image = await renderLabel(label(id), CLEAN);
        const { result, meta } = await extractIngredients(
          engine,
          image,
          inspectImage(image, ['jpeg']),
        );
        expect(meta.engine).toBe('tesseract-wasm');
        expect(result.ingredients).toEqual(label(id).ingredients);
      }
    } finally {
      await engine.close();
    }
  });

  it('the labellens CLI entry point prints the same JSON as the endpoint', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'll-cli-'));
    const file = path.join(dir, 'label.jpg');
    writeFileSync(file, digestives);
    const viaCli = await extractLabelFile(file, { env: { OCR_PROVIDER: 'tesseract' } });
    const viaApi = await browser.call('POST', '/api/extract-ingredients', {
      image: dataUrl(digestives, 'image/jpeg'),
    });
    expect(viaCli).toEqual(viaApi.body);
    const img = await loadImage(digestives);
    expect(img.width).toBeGreaterThan(0);
  });
});
