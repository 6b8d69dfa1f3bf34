import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { PageImage } from '../src/ocr/ocr-engine';
import { balancedRuns, NativeTesseractEngine } from '../src/ocr/tesseract-native.engine';
import { tsvPages } from '../src/ocr/tesseract-tsv';

/**
 * Paragraphs read as the pages of one tesseract run (a list file) come back as they read one by
 * one, in the order given: the batch only saves process starts and model loads.
 */

let engine: NativeTesseractEngine;
const systemTemp = process.env.TMPDIR;
// Its own temporary folder: other suites reading photos at the same time leave none there.
const temp = mkdtempSync(join(tmpdir(), 'batch-spec-'));

beforeAll(async () => {
  process.env.TMPDIR = temp;
  engine = await NativeTesseractEngine.create({ binary: 'tesseract', poolSize: 2 });
});

afterAll(async () => {
  await engine.close();
  if (systemTemp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTemp;
  rmSync(temp, { recursive: true, force: true });
});

async function paragraph(text: string, width: number): Promise<PageImage> {
  const svg = `<svg width="${width}" height="90" xmlns="http://www.w3.org/2000/svg"><rect width="100%" height="100%" fill="white"/><text x="20" y="58" font-size="34" font-family="DejaVu Sans">${text}</text></svg>`;
  const png = await sharp(Buffer.from(svg)).greyscale().png().toBuffer();
  return { png, width, height: 90 };
}

const scratch = () => readdirSync(temp);

it('reads several paragraphs in one run each as it reads alone, in the order given', async () => {
  const images = await Promise.all([
    paragraph('Ingredients: sugar, salt', 600),
    paragraph('Wheat flour, palm oil, cocoa butter, milk powder', 1000),
    paragraph('May contain nuts', 500),
    paragraph('Store in a cool dry place', 560),
    paragraph('Barley malt extract, yeast', 700),
  ]);
  const together = await engine.recognizeMany(images, { langs: ['eng'], layout: 'block' });
  const alone = await Promise.all(
    images.map((image) =>
      engine.recognize(image.png, { width: image.width, height: image.height, langs: ['eng'] }),
    ),
  );
  expect(together.map((p) => p.lines.map((l) => l.text))).toEqual([
    ['Ingredients: sugar, salt'],
    ['Wheat flour, palm oil, cocoa butter, milk powder'],
    ['May contain nuts'],
    ['Store in a cool dry place'],
    ['Barley malt extract, yeast'],
  ]);
  expect(together.map((p) => p.lines)).toEqual(alone.map((p) => p.lines));
  expect(together.map((p) => [p.width, p.height])).toEqual(images.map((i) => [i.width, 90]));
  // The runs' files were written in the temporary folder and are removed once read.
  expect(scratch()).toEqual([]);
});

it('splits the paragraphs into runs of about equal pixels, largest first', () => {
  const sized = (width: number): PageImage => ({ png: Buffer.alloc(0), width, height: 100 });
  const images = [sized(100), sized(900), sized(300), sized(500), sized(400)];
  // 900 | 500, 400 to the lighter (900 each), 300 to the first of equals, 100 to the lighter.
  expect(balancedRuns(images, 2)).toEqual([
    [1, 2],
    [3, 4, 0],
  ]);
  expect(balancedRuns(images.slice(0, 1), 2)).toEqual([[0]]);
  expect(balancedRuns([], 2)).toEqual([]);
});

it('splits a multi-page TSV by page, a page without words empty', () => {
  const header =
    'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
  const word = (page: number, text: string) =>
    `5\t${page}\t1\t1\t1\t1\t10\t10\t50\t20\t95\t${text}`;
  const pages = tsvPages(
    [header, word(1, 'sugar'), word(3, 'salt'), word(3, 'yeast')].join('\n'),
    3,
  );
  expect(pages).toEqual([word(1, 'sugar'), '', `${word(3, 'salt')}\n${word(3, 'yeast')}`]);
});

it('reads a cleaned paragraph without trying its unsure lines inverted, and any other image with it', async () => {
  // Light print on a dark ground: only tesseract's inverted second reading can read it.
  const { png, width, height } = await paragraph('Ingredients: sugar, salt', 640);
  const negative = await sharp(png).negate({ alpha: false }).png().toBuffer();
  const page = { png: negative, width, height };
  const text = (pages: { lines: { text: string }[] }[]) =>
    pages.flatMap((p) => p.lines.map((l) => l.text)).join(' ');
  expect(text(await engine.recognizeMany([page], { langs: ['eng'] }))).toContain('sugar');
  // Paragraphs cut out of a photo are dark on light already: the second reading is skipped.
  expect(
    text(await engine.recognizeMany([page], { langs: ['eng'], darkOnLight: true })),
  ).not.toContain('sugar');
  expect(
    text([await engine.recognize(negative, { width, height, langs: ['eng'], darkOnLight: true })]),
  ).not.toContain('sugar');
});
