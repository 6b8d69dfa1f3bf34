import sharp from 'sharp';
import type { OcrBox, OcrLine, OcrPage } from './ocr-engine';
import type { TextBlock } from './text-blocks';

/**
 * The text blocks of a photo cut out, each cleaned and scaled to the type size tesseract reads
 * best: tesseract reads each as one uniform paragraph, with none of the pack's pictures, barcodes
 * or coloured bands around it.
 */

/** Line height tesseract reads best (x-height ≈ 20 px); measured on the development photos. */
export const TARGET_LINE_HEIGHT = 40;
const MARGIN = 24;

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
  return {
    data: await flattenIllumination(data, info.width, info.height),
    width: info.width,
    height: info.height,
  };
}

/**
 * Glare and shadow leave a gradient behind the print that global thresholding turns into black
 * patches. The background is estimated by a max filter wider than a stroke (removing the dark
 * text) and smoothed; dividing by it leaves the print on an even white ground.
 */
async function flattenIllumination(data: Buffer, width: number, height: number): Promise<Buffer> {
  const raw = { raw: { width, height, channels: 1 as const } };
  const background = await sharp(data, raw)
    .erode(Math.max(2, Math.round(TARGET_LINE_HEIGHT / 6)))
    .blur(TARGET_LINE_HEIGHT / 4)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) {
    out[i] = Math.min(255, Math.round((255 * data[i]) / Math.max(1, background[i])));
  }
  return out;
}

/**
 * The blocks, each cut out, scaled to the type size tesseract reads best, cleaned, and framed in
 * white. `detectScale`: detection image pixels per grey image pixel. `maxPixels` bounds the total
 * (and so tesseract's time and memory): blocks are scaled down together past it.
 */
export async function blockImages(
  grey: GreyImage,
  blocks: readonly { index: number; block: TextBlock }[],
  detectScale: number,
  maxPixels = 12_000_000,
  lineHeightPx = TARGET_LINE_HEIGHT,
): Promise<BlockImage[]> {
  const regions = blocks.map(({ index, block }) => {
    // The detector's boxes can clip a line's first or last letters on a curved pack: pad wider
    // than tall.
    const padX = block.lineHeight * 0.8;
    const padY = block.lineHeight * 0.3;
    const x0 = Math.max(0, Math.floor((block.box.x - padX) / detectScale));
    const y0 = Math.max(0, Math.floor((block.box.y - padY) / detectScale));
    const x1 = Math.min(grey.width, Math.ceil((block.box.x + block.box.w + padX) / detectScale));
    const y1 = Math.min(grey.height, Math.ceil((block.box.y + block.box.h + padY) / detectScale));
    const lineHeight = block.lineHeight / detectScale;
    return {
      index,
      source: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 },
      scale: Math.min(6, Math.max(0.25, lineHeightPx / Math.max(1, lineHeight))),
    };
  });
  const usable = regions.filter((r) => r.source.w >= 4 && r.source.h >= 4);
  const area = usable.reduce((sum, r) => sum + r.source.w * r.source.h * r.scale ** 2, 0);
  const shrink = Math.min(1, Math.sqrt(maxPixels / Math.max(1, area)));
  return Promise.all(
    usable.map(async (r) => {
      const c = await cleanBlock(grey, r.source, r.scale * shrink);
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
      return { block: r.index, png, width, height, source: r.source, scale: c.width / r.source.w };
    }),
  );
}

/** A block's lines moved back to the photo: boxes in the grey image's pixels, one block number. */
export function linesOnPhoto(image: BlockImage, page: OcrPage): OcrLine[] {
  return page.lines.map((line) => ({
    ...line,
    box: {
      x: Math.round(image.source.x + (line.box.x - MARGIN) / image.scale),
      y: Math.round(image.source.y + (line.box.y - MARGIN) / image.scale),
      w: Math.round(line.box.w / image.scale),
      h: Math.round(line.box.h / image.scale),
    },
    height: line.height / image.scale,
    block: image.block,
  }));
}
