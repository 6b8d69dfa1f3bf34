import sharp from 'sharp';
import type { OcrBox } from './ocr-engine';
import { printedHeight, type BlockPart, type TextBlock } from './text-blocks';
import type { DetectedLine } from './text-detector';
import { deepenFaintPrint, divideByGround } from './illumination';
import { eraseRuleLines } from './rule-lines';

/**
 * The text blocks of a photo cut out, each cleaned and scaled to the type size tesseract reads
 * best: tesseract reads each as one uniform paragraph, with none of the pack's pictures, barcodes
 * or coloured bands around it.
 */

/** Line height tesseract reads best (x-height ≈ 20 px); measured on the development photos. */
export const TARGET_LINE_HEIGHT = 40;
/** White border around each block image (block image pixels). */
export const MARGIN = 24;

export interface GreyImage {
  data: Buffer;
  width: number;
  height: number;
}

/** One paragraph cut out of the photo, cleaned and scaled for tesseract. */
export interface BlockImage {
  /** Index of the block in the prepared photo. */
  block: number;
  png: Buffer;
  width: number;
  height: number;
  /** Source region in the grey image. */
  source: OcrBox;
  /** Block image pixels per grey image pixel. */
  scale: number;
  /**
   * For a block read straightened line by line: each row of the image (top and height in the
   * block image's pixels) and where its line lies in the grey image.
   */
  rows?: { top: number; height: number; srcY: number; srcH: number }[];
}

function medianLevel(data: Buffer): number {
  const histogram = new Array<number>(256).fill(0);
  for (const v of data) histogram[v] += 1;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v];
    if (seen * 2 >= data.length) return v;
  }
  return 255;
}

/** One block, cut out, scaled, contrast-stretched; light print on a dark ground is inverted. */
async function cleanBlock(
  grey: GreyImage,
  source: OcrBox,
  scale: number,
  lineHeight: number,
  /** The block's detected lines, in grey-image pixels. */
  lines: readonly OcrBox[],
): Promise<{ data: Buffer; width: number; height: number }> {
  const width = Math.max(8, Math.round(source.w * scale));
  const { data, info } = await sharp(grey.data, {
    raw: { width: grey.width, height: grey.height, channels: 1 },
  })
    .extract({ left: source.x, top: source.y, width: source.w, height: source.h })
    .resize(width, null, { kernel: 'lanczos3' })
    .normalise()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Text covers the smaller share of a block: a dark median means light text on a dark ground.
  if (medianLevel(data) < 110) for (let i = 0; i < data.length; i++) data[i] = 255 - data[i];
  const flat = flattenIllumination(data, info.width, info.height);
  eraseRuleLines(flat, info.width, info.height, lineHeight);
  // The lines in this image's pixels (the resize keeps the aspect ratio).
  const k = info.width / source.w;
  const boxes = lines.map((l) => ({
    x: (l.x - source.x) * k,
    y: (l.y - source.y) * k,
    w: l.w * k,
    h: l.h * k,
  }));
  deepenFaintPrint(flat, info.width, info.height, faintPrintRadius(lineHeight), boxes);
  return { data: flat, width: info.width, height: info.height };
}

/**
 * Glare, shadow and the step in brightness at a fold leave a ground behind the print that global
 * thresholding turns into black patches or lines. Dividing by the ground level (illumination.ts:
 * a max filter wider than the boldest stroke, which follows a step where a blur would smear it
 * over a line) leaves the print on an even white ground. The radius, 0.4 of a line, was chosen on
 * the generated corpus (fold and shadow) and the development photos.
 */
const GROUND_RADIUS = Math.round(0.4 * TARGET_LINE_HEIGHT);

function flattenIllumination(data: Buffer, width: number, height: number): Buffer {
  return divideByGround(data, width, height, GROUND_RADIUS);
}

/** Faint print (glare) is judged against the darkest print within about half a line. */
const faintPrintRadius = (lineHeight: number) => Math.max(2, Math.round(0.6 * lineHeight));

/** How far a line's centre strays from a straight line through its ends, in its own heights. */
function bend(line: DetectedLine): number {
  const c = line.centre;
  if (!c || c.length < 5) return 0;
  const a = c[0];
  const b = c[c.length - 1];
  const slope = (b.y - a.y) / Math.max(1, b.x - a.x);
  const off = Math.max(...c.map((p) => Math.abs(p.y - (a.y + slope * (p.x - a.x)))));
  return off / Math.max(1, printedHeight(line));
}

/**
 * Lines bent on a jar or can (their middle more than a third of a line off the straight path):
 * tesseract finds lines as straight rows, so such a block is read straightened line by line.
 */
export function bentBlock(block: TextBlock): boolean {
  const long = block.lines.filter((l) => l.centre && l.box.w >= 6 * printedHeight(l));
  if (long.length < 2) return false;
  const bent = long.filter((l) => bend(l) > 0.35).length;
  return bent >= Math.max(2, 0.3 * long.length);
}

/** y of a line's centre at x (detection pixels), held level beyond its ends. */
export function centreAt(centre: { x: number; y: number }[], x: number): number {
  if (x <= centre[0].x) return centre[0].y;
  for (let i = 1; i < centre.length; i++) {
    if (x <= centre[i].x) {
      const a = centre[i - 1];
      const b = centre[i];
      return a.y + ((b.y - a.y) * (x - a.x)) / Math.max(1, b.x - a.x);
    }
  }
  return centre[centre.length - 1].y;
}

/**
 * A bent block straightened: each detected line is sampled along its own centre into a level
 * strip; lines side by side stay on one row, rows are stacked with a line's gap between them.
 * Returns the raw grey image (scaled by `scale`) and its rows.
 */
function straightenedBlock(
  grey: GreyImage,
  block: TextBlock,
  source: OcrBox,
  detectScale: number,
  scale: number,
): { data: Buffer; width: number; height: number; rows: NonNullable<BlockImage['rows']> } {
  type Traced = DetectedLine & { centre: { x: number; y: number }[] };
  const lines = block.lines.filter((l): l is Traced => (l.centre?.length ?? 0) > 0);
  const mid = (l: Traced) => centreAt(l.centre, l.box.x + l.box.w / 2);
  // Lines that run (not specks: an accent, a dot, a stray mark) make the rows, in their order.
  const running = (l: Traced) => l.box.w >= 2 * printedHeight(l);
  const sorted = [...lines].sort(
    (a, b) => Number(running(b)) - Number(running(a)) || mid(a) - mid(b),
  );
  // Lines on one row: centres within half a line, not overlapping across. A speck joins a row or
  // is left out.
  const rows: Traced[][] = [];
  for (const line of sorted) {
    const row = rows.find(
      (r) =>
        Math.abs(mid(r[0]) - mid(line)) < 0.5 * printedHeight(r[0]) &&
        r.every((o) => o.box.x + o.box.w <= line.box.x || line.box.x + line.box.w <= o.box.x),
    );
    if (row) row.push(line);
    else if (running(line)) rows.push([line]);
  }
  rows.sort((a, b) => mid(a[0]) - mid(b[0]));
  const width = Math.max(8, Math.round(source.w * scale));
  const gap = Math.round(0.5 * TARGET_LINE_HEIGHT);
  const strips = rows.map((row) => {
    const h = Math.max(...row.map((l) => printedHeight(l))) / detectScale;
    return { row, srcH: h * 1.35, height: Math.max(8, Math.round(h * 1.35 * scale)) };
  });
  const height = strips.reduce((sum, s) => sum + s.height + gap, gap);
  const out = Buffer.alloc(width * height, 255);
  const sample = (x: number, y: number): number => {
    const x0 = Math.max(0, Math.min(grey.width - 2, Math.floor(x)));
    const y0 = Math.max(0, Math.min(grey.height - 2, Math.floor(y)));
    const fx = Math.max(0, Math.min(1, x - x0));
    const fy = Math.max(0, Math.min(1, y - y0));
    const i = y0 * grey.width + x0;
    const d = grey.data;
    return (
      (d[i] * (1 - fx) + d[i + 1] * fx) * (1 - fy) +
      (d[i + grey.width] * (1 - fx) + d[i + grey.width + 1] * fx) * fy
    );
  };
  const rowMap: NonNullable<BlockImage['rows']> = [];
  const pieces: { data: Buffer; width: number; height: number; left: number; top: number }[] = [];
  let top = gap;
  for (const strip of strips) {
    let srcTop = Infinity;
    for (const line of strip.row) {
      const padX = 0.6 * printedHeight(line);
      const from = Math.max(source.x, (line.box.x - padX) / detectScale);
      const to = Math.min(source.x + source.w, (line.box.x + line.box.w + padX) / detectScale);
      const left = Math.round((from - source.x) * scale);
      const pieceWidth = Math.max(0, Math.min(width, Math.round((to - source.x) * scale)) - left);
      if (pieceWidth === 0) continue;
      const piece = Buffer.alloc(pieceWidth * strip.height);
      for (let px = 0; px < pieceWidth; px++) {
        const sx = source.x + (left + px) / scale;
        const cy = centreAt(line.centre, sx * detectScale) / detectScale;
        srcTop = Math.min(srcTop, cy - strip.srcH / 2);
        for (let oy = 0; oy < strip.height; oy++) {
          const sy = cy - strip.srcH / 2 + oy / scale;
          piece[oy * pieceWidth + px] = Math.round(sample(sx, sy));
        }
      }
      pieces.push({ data: piece, width: pieceWidth, height: strip.height, left, top });
    }
    rowMap.push({ top, height: strip.height, srcY: srcTop, srcH: strip.srcH });
    top += strip.height + gap;
  }
  // One polarity for the block, by what stands out across all its lines: a bold line whose
  // strokes fill its columns cannot tell on its own.
  let lighter = 0;
  let darker = 0;
  for (const p of pieces) {
    const o = standingOut(p.data, p.width, p.height);
    lighter += o.lighter;
    darker += o.darker;
  }
  for (const p of pieces) {
    levelStrip(p.data, p.width, p.height, lighter > darker);
    for (let oy = 0; oy < p.height; oy++)
      p.data.copy(out, (p.top + oy) * width + p.left, oy * p.width, (oy + 1) * p.width);
  }
  return { data: out, width, height, rows: rowMap };
}

/** Each column's level at `share` of its height (0.5: its median), smoothed along the line. */
function columnLevels(data: Buffer, width: number, height: number, share: number): number[] {
  const column = new Array<number>(width);
  const values = new Array<number>(height);
  const k = Math.min(height - 1, Math.floor(share * height));
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) values[y] = data[y * width + x];
    values.sort((a, b) => a - b);
    column[x] = values[k];
  }
  return column.map((_, x) => {
    const window = column.slice(Math.max(0, x - 6), x + 7).sort((a, b) => a - b);
    return window[window.length >> 1];
  });
}

/**
 * How much of a straightened line's middle stands out lighter and darker than its ground: the
 * strip is taller than the print, so its top and bottom edges show the ground, column by column
 * (a can or jar shades from one end of a line to the other). Light print on a dark band stands
 * out lighter, however dense or bold the type.
 */
function standingOut(
  data: Buffer,
  width: number,
  height: number,
): { lighter: number; darker: number } {
  const edge = Math.max(1, Math.round(0.08 * height));
  let lighter = 0;
  let darker = 0;
  for (let x = 0; x < width; x++) {
    const ground: number[] = [];
    for (let y = 0; y < edge; y++)
      ground.push(data[y * width + x], data[(height - 1 - y) * width + x]);
    ground.sort((a, b) => a - b);
    const g = ground[ground.length >> 1];
    for (let y = Math.floor(height / 4); y < Math.ceil((3 * height) / 4); y++) {
      const d = data[y * width + x] - g;
      if (d > 30) lighter += 1;
      else if (d < -30) darker += 1;
    }
  }
  return { lighter, darker };
}

/**
 * One straightened line made dark print on white: inverted when the block's print is light,
 * divided by its ground (each column's light level, smoothed) and stretched to black.
 */
function levelStrip(data: Buffer, width: number, height: number, invert: boolean): void {
  if (width === 0 || height === 0) return;
  if (invert) for (let i = 0; i < data.length; i++) data[i] = 255 - data[i];
  const ground = columnLevels(data, width, height, 0.8);
  const levels: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      data[i] = Math.min(255, Math.round((255 * data[i]) / Math.max(1, ground[x])));
      if ((x & 3) === 0) levels.push(data[i]);
    }
  }
  levels.sort((a, b) => a - b);
  const black = levels[Math.floor(levels.length * 0.02)] ?? 0;
  if (black >= 200) return;
  for (let i = 0; i < data.length; i++)
    data[i] = Math.max(0, Math.round(((data[i] - black) * 255) / (255 - black)));
}

/** A straightened block (rows already levelled) with glare and shadow flattened. */
function cleanStraightened(
  raw: { data: Buffer; width: number; height: number; rows: NonNullable<BlockImage['rows']> },
  lineHeight: number,
): {
  data: Buffer;
  width: number;
  height: number;
} {
  const flat = flattenIllumination(raw.data, raw.width, raw.height);
  eraseRuleLines(flat, raw.width, raw.height, lineHeight);
  // Each row is a line of print, levelled.
  const rows = raw.rows.map((row) => ({ x: 0, y: row.top, w: raw.width, h: row.height }));
  deepenFaintPrint(flat, raw.width, raw.height, faintPrintRadius(lineHeight), rows);
  return { ...raw, data: flat };
}

/**
 * The blocks, each cut out, scaled to the type size tesseract reads best, cleaned, and framed in
 * white. `detectScale`: detection image pixels per grey image pixel. `maxPixels` bounds the total
 * (and so tesseract's time and memory): blocks are scaled down together past it.
 */
export async function blockImages(
  grey: GreyImage,
  blocks: readonly { index: number; block: TextBlock; within?: BlockPart['within'] }[],
  detectScale: number,
  maxPixels = 12_000_000,
  lineHeightPx = TARGET_LINE_HEIGHT,
): Promise<BlockImage[]> {
  const regions = blocks.map(({ index, block, within }) => {
    // The detector's boxes can clip a line's first or last letters on a curved pack: pad wider
    // than tall.
    const padX = block.lineHeight * 0.8;
    const padY = block.lineHeight * 0.3;
    const x0 = Math.max(0, Math.floor((block.box.x - padX) / detectScale));
    // A band of a paragraph cut between lines stops at the cut: no slice of the next line.
    const top = Math.max(block.box.y - padY, within?.top ?? -Infinity);
    const end = Math.min(block.box.y + block.box.h + padY, within?.bottom ?? Infinity);
    const y0 = Math.max(0, Math.floor(top / detectScale));
    const x1 = Math.min(grey.width, Math.ceil((block.box.x + block.box.w + padX) / detectScale));
    const y1 = Math.min(grey.height, Math.ceil(end / detectScale));
    const lineHeight = block.lineHeight / detectScale;
    return {
      index,
      block,
      source: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 },
      scale: Math.min(6, Math.max(0.25, lineHeightPx / Math.max(1, lineHeight))),
    };
  });
  const usable = regions.filter((r) => r.source.w >= 4 && r.source.h >= 4);
  const area = usable.reduce((sum, r) => sum + r.source.w * r.source.h * r.scale ** 2, 0);
  const shrink = Math.min(1, Math.sqrt(maxPixels / Math.max(1, area)));
  return Promise.all(
    usable.map(async (r) => {
      const straight = bentBlock(r.block)
        ? straightenedBlock(grey, r.block, r.source, detectScale, r.scale * shrink)
        : null;
      const c = straight
        ? cleanStraightened(straight, lineHeightPx * shrink)
        : await cleanBlock(
            grey,
            r.source,
            r.scale * shrink,
            lineHeightPx * shrink,
            r.block.lines.map((l) => ({
              x: l.box.x / detectScale,
              y: l.box.y / detectScale,
              w: l.box.w / detectScale,
              h: l.box.h / detectScale,
            })),
          );
      const width = c.width + 2 * MARGIN;
      const height = c.height + 2 * MARGIN;
      const canvas = Buffer.alloc(width * height, 255);
      for (let row = 0; row < c.height; row++) {
        c.data.copy(canvas, (MARGIN + row) * width + MARGIN, row * c.width, (row + 1) * c.width);
      }
      const png = await sharp(canvas, { raw: { width, height, channels: 1 } })
        .withMetadata({ density: 300 })
        .png({ compressionLevel: 1 })
        .toBuffer();
      return {
        block: r.index,
        png,
        width,
        height,
        source: r.source,
        scale: c.width / r.source.w,
        rows: straight?.rows.map((row) => ({ ...row, top: row.top + MARGIN })),
      };
    }),
  );
}
