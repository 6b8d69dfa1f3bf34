import sharp from 'sharp';
import { bentBlock, blockImages, type BlockImage, type GreyImage } from './block-images';
import { regroupByDetectedLines } from './block-lines';
import type { OcrLine, OcrPage, OcrWord } from './ocr-engine';
import type { TextBlock } from './text-blocks';
import type { DetectedLine } from './text-detector';

/**
 * Two lines of print bent like a label on a jar (an arc 3 line heights deep), drawn as solid
 * bands, with the detector's view of them: each line's centre path and its printed height.
 */
function bentLabel(ink: number, ground: number): { grey: GreyImage; block: TextBlock } {
  const width = 420;
  const height = 260;
  const data = Buffer.alloc(width * height, ground);
  const thick = 12;
  const lines: DetectedLine[] = [];
  for (const base of [50, 120]) {
    const centre: { x: number; y: number }[] = [];
    const y = (x: number) => base + 36 * ((2 * x) / width - 1) ** 2;
    for (let x = 20; x < width - 20; x++) {
      // Letters: runs of ink with gaps, as print has.
      if (x % 5 < 2)
        for (let v = Math.round(y(x) - thick / 2); v < Math.round(y(x) + thick / 2); v++)
          data[v * width + x] = ink;
      if (x % 4 === 0) centre.push({ x, y: y(x) });
    }
    lines.push({
      box: { x: 14, y: base - 10, w: width - 28, h: 36 + 20 },
      score: 0.9,
      angle: 0,
      thickness: thick + 4,
      centre,
    });
  }
  const block: TextBlock = { box: { x: 14, y: 40, w: width - 28, h: 130 }, lineHeight: 16, lines };
  return { grey: { data, width, height }, block };
}

async function rowsOf(grey: GreyImage, block: TextBlock) {
  const [image] = await blockImages(grey, [{ index: 0, block }], 1);
  const { data, info } = await sharp(image.png)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const darkIn = (top: number, bottom: number) => {
    let n = 0;
    for (let y = top; y < bottom; y++)
      for (let x = 0; x < info.width; x++) if (data[y * info.width + x] < 100) n++;
    return n;
  };
  return { image, darkIn };
}

describe('bent lines read straightened (issue 19)', () => {
  it('straightens each bent line into its own level row, with clean ground between rows', async () => {
    const { grey, block } = bentLabel(30, 230);
    expect(bentBlock(block)).toBe(true);
    const { image, darkIn } = await rowsOf(grey, block);
    expect(image.rows).toHaveLength(2);
    const [first, second] = image.rows!;
    // Print in both rows, none in the gap between them: each arc became one level strip.
    expect(darkIn(first.top, first.top + first.height)).toBeGreaterThan(0);
    expect(darkIn(second.top, second.top + second.height)).toBeGreaterThan(0);
    expect(darkIn(first.top + first.height + 2, second.top - 2)).toBe(0);
    // The rows lead back to where the lines lie on the photo.
    expect(first.srcY).toBeLessThan(second.srcY);
  });

  it('turns light print on a dark band into dark print on white', async () => {
    const { grey, block } = bentLabel(235, 60);
    const { image, darkIn } = await rowsOf(grey, block);
    const row = image.rows![0];
    const dark = darkIn(row.top, row.top + row.height);
    // Dark pixels are the print (the smaller share of the row), not the band.
    expect(dark).toBeGreaterThan(0);
    expect(dark).toBeLessThan(0.5 * row.height * image.width);
  });

  it('leaves level lines to the plain cut-out', () => {
    const { block } = bentLabel(30, 230);
    const level = {
      ...block,
      lines: block.lines.map((l) => ({
        ...l,
        centre: l.centre!.map((p) => ({ x: p.x, y: l.box.y + 10 })),
      })),
    };
    expect(bentBlock(level)).toBe(false);
  });
});

describe('tesseract lines regrouped by the detected lines (issue 19)', () => {
  // A block of three printed lines 30 px high (detection pixels = grey pixels = block image pixels
  // less the 24 px margin); the first steps down 12 px at a fold at x = 300.
  const image: BlockImage = {
    block: 0,
    png: Buffer.alloc(0),
    width: 700,
    height: 200,
    source: { x: 0, y: 0, w: 652, h: 152 },
    scale: 1,
  };
  const line = (y: number, w: number, centre?: { x: number; y: number }[]): DetectedLine => ({
    box: { x: 0, y, w, h: centre ? 42 : 30 },
    score: 0.9,
    angle: 0,
    thickness: 30,
    centre,
  });
  const stepped = [0, 100, 200, 290, 310, 400, 500, 600].map((x) => ({
    x,
    y: x < 300 ? 15 : 27,
  }));
  const block: TextBlock = {
    box: { x: 0, y: 0, w: 620, h: 130 },
    lineHeight: 30,
    lines: [line(0, 620, stepped), line(50, 250), line(100, 300)],
  };
  /** A word centred at (x, y) on the detection image, as tesseract gives it in block pixels. */
  const word = (text: string, x: number, y: number): OcrWord => ({
    text,
    confidence: 90,
    box: { x: x - 20 + 24, y: y - 10 + 24, w: 40, h: 20 },
  });
  const lineOf = (words: OcrWord[]): OcrLine => ({
    text: words.map((w) => w.text).join(' '),
    confidence: 90,
    box: { x: 0, y: 0, w: 1, h: 1 },
    block: 0,
    height: 20,
    words,
  });
  const page = (lines: OcrLine[]): OcrPage => ({
    width: 700,
    height: 200,
    lines,
    engine: 'tesseract',
    langs: 'eng',
  });

  it('puts the stepped end of a line back on its line, before the next one', () => {
    // Tesseract's rows: the first line's left half; the second line with the first line's stepped
    // right half glued to its end; the third line.
    const read = page([
      lineOf([word('wheat', 40, 15), word('flour,', 200, 15)]),
      lineOf([word('salt,', 40, 65), word('sugar.', 200, 65), word('raising', 400, 27)]),
      lineOf([word('May', 40, 115), word('contain', 200, 115)]),
    ]);
    const out = regroupByDetectedLines(image, read, block, 1);
    expect(out.lines.map((l) => l.text)).toEqual([
      'wheat flour, raising',
      'salt, sugar.',
      'May contain',
    ]);
  });

  it("leaves tesseract's lines alone where they agree with the detector", () => {
    const read = page([
      lineOf([word('wheat', 40, 15), word('raising', 400, 27)]),
      lineOf([word('salt,', 40, 65)]),
      lineOf([word('May', 40, 115)]),
    ]);
    expect(regroupByDetectedLines(image, read, block, 1)).toBe(read);
  });

  it('leaves them alone when a word is between lines or a detected region holds two lines', () => {
    const between = page([
      lineOf([word('wheat', 40, 15)]),
      lineOf([word('salt,', 40, 65), word('raising', 400, 45)]),
    ]);
    expect(regroupByDetectedLines(image, between, block, 1)).toBe(between);
    const merged: TextBlock = {
      ...block,
      lines: [
        line(0, 620),
        { ...line(50, 300), thickness: 80, box: { x: 0, y: 50, w: 300, h: 80 } },
      ],
    };
    const read = page([lineOf([word('salt,', 40, 65), word('wheat', 40, 15)])]);
    expect(regroupByDetectedLines(image, read, merged, 1)).toBe(read);
  });
});
