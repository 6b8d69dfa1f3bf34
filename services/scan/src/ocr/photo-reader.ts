import sharp from 'sharp';
import { blockImages, TARGET_LINE_HEIGHT, type GreyImage } from './block-images';
import { linesOnPhoto, regroupByDetectedLines } from './block-lines';
import { OcrImageError, type OcrEngine, type OcrPage } from './ocr-engine';
import {
  groupIntoBlocks,
  singleLineHeight,
  splitBetweenLines,
  textSkew,
  type BlockPart,
  type TextBlock,
} from './text-blocks';
import { detectionSize, type DetectedLine, type TextDetector } from './text-detector';

/**
 * Reads a phone photo of a pack: decode within a pixel budget, orient, find the text lines with the
 * detector, group them into paragraphs, and let tesseract read the cleaned paragraphs.
 */

// The worker decodes each photo once: libvips' operation cache would only keep large buffers alive.
sharp.cache(false);

/** Decoding refuses images above this many pixels (40 MP, the upload limit). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Photos are worked on at most this long side: more adds time and memory, not legibility. */
const WORKING_LONG_SIDE = 2400;
/** Detection runs with the long side at about this size: small print needs the upscale. */
const DETECTION_LONG_SIDE = 2240;
/**
 * Orientation and skew are judged on a cheaper first detection at this size (about a third of
 * the time). Small print is detected again at full size on the levelled photo; large print is
 * read from this detection's lines, turned with the photo when it is levelled.
 */
const PROBE_LONG_SIDE = 1600;
/** Lines at least this tall in the probe are read well without the full-size detection. */
const LARGE_PRINT_PROBE_PX = 24;

export interface PreparedPhoto {
  grey: GreyImage;
  /** Detection image pixels per grey image pixel. */
  detectScale: number;
  blocks: TextBlock[];
  /** Clockwise quarter turns applied to make the lines run level. */
  quarterTurns: number;
}

/** Text tilted less than this reads fine; more, and long lines break apart in tesseract. */
const DESKEW_MIN_DEGREES = 1;

interface RawPhoto {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/**
 * Decodes within the pixel budget, applies the EXIF orientation and scales to the working size in
 * one libvips pass (JPEGs shrink while loading), so a 40 MP photo never exists at full size here.
 */
async function decode(image: Buffer): Promise<RawPhoto> {
  const { data, info } = await sharp(image, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
  })
    .autoOrient()
    .resize(WORKING_LONG_SIDE, WORKING_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** The photo turned by `degrees` clockwise (white fills the corners), and its grey copy. */
async function turned(
  photo: RawPhoto,
  degrees: number,
): Promise<{ grey: GreyImage; rgb: sharp.Sharp }> {
  const raw = { raw: { width: photo.width, height: photo.height, channels: photo.channels } };
  let rgb = sharp(photo.data, raw);
  if (degrees !== 0) {
    // Materialised so the detector's resize applies to the turned image, not before the turn.
    const out = await rgb
      .rotate(degrees, { background: { r: 255, g: 255, b: 255 } })
      .raw()
      .toBuffer({ resolveWithObject: true });
    rgb = sharp(out.data, {
      raw: { width: out.info.width, height: out.info.height, channels: out.info.channels },
    });
  }
  const { data, info } = await rgb.clone().greyscale().raw().toBuffer({ resolveWithObject: true });
  return { grey: { data, width: info.width, height: info.height }, rgb };
}

async function detectBlocks(
  detector: TextDetector,
  rgb: sharp.Sharp,
  grey: GreyImage,
  longSide = DETECTION_LONG_SIDE,
): Promise<{
  blocks: TextBlock[];
  detectScale: number;
  vertical: number;
  skew: number;
  lines: DetectedLine[];
}> {
  const size = detectionSize(grey.width, grey.height, longSide);
  const { data, info } = await rgb
    .clone()
    .resize(size.width, size.height, { fit: 'fill', withoutEnlargement: false })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const lines = await detector.detect({
    data,
    width: info.width,
    height: info.height,
    channels: info.channels,
  });
  // Sizes differ slightly per axis after rounding to 32; the mean scale is close enough.
  const detectScale = (size.width / grey.width + size.height / grey.height) / 2;
  const long = lines.filter((l) => Math.max(l.box.w, l.box.h) > 3 * Math.min(l.box.w, l.box.h));
  const vertical = long.filter((l) => l.box.h > l.box.w).length / Math.max(1, long.length);
  return { blocks: groupIntoBlocks(lines), detectScale, vertical, skew: textSkew(lines), lines };
}

/**
 * Detected lines (detection pixels, `scale` per photo pixel) moved onto the photo turned by
 * `degrees` clockwise about its centre, as sharp turns it (the canvas grows to hold the turned
 * photo: `from` and `to` are the photo's sizes before and after). A line's centre is turned point
 * by point and its box rebuilt around it, the line's thickness across and its ends' margin along
 * it: turned with the photo, a tilted line's box fits the levelled line, not the tilted box.
 */
export function turnedLines(
  lines: readonly DetectedLine[],
  degrees: number,
  scale: number,
  from: { width: number; height: number },
  to: { width: number; height: number },
): DetectedLine[] {
  const rad = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
  // About the photo's centre, in continuous photo coordinates (a pixel's centre is at +0.5).
  const turn = (x: number, y: number) => {
    const [dx, dy] = [x - from.width / 2, y - from.height / 2];
    return { x: to.width / 2 + dx * cos - dy * sin, y: to.height / 2 + dx * sin + dy * cos };
  };
  // A pixel (a centre point) and a pixel's edge (a box's corner), in detection pixels.
  const pixel = (p: { x: number; y: number }) => {
    const t = turn((p.x + 0.5) / scale, (p.y + 0.5) / scale);
    return { x: t.x * scale - 0.5, y: t.y * scale - 0.5 };
  };
  const edge = (x: number, y: number) => {
    const t = turn(x / scale, y / scale);
    return { x: t.x * scale, y: t.y * scale };
  };
  const [maxX, maxY] = [to.width * scale, to.height * scale];
  const boxOf = (x0: number, y0: number, x1: number, y1: number) => {
    const x = Math.max(0, Math.floor(x0));
    const y = Math.max(0, Math.floor(y0));
    return { x, y, w: Math.min(maxX, Math.ceil(x1)) - x, h: Math.min(maxY, Math.ceil(y1)) - y };
  };
  return lines.map((line) => {
    const angle = line.angle + degrees;
    const centre = line.centre;
    if (!centre || centre.length < 2) {
      const { x, y, w, h } = line.box;
      const corners = [edge(x, y), edge(x + w, y), edge(x, y + h), edge(x + w, y + h)];
      const xs = corners.map((c) => c.x);
      const ys = corners.map((c) => c.y);
      return {
        ...line,
        angle,
        box: boxOf(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)),
      };
    }
    const points = centre.map(pixel);
    const xs = points.map((c) => c.x);
    // Across, the line's course without its ends: where a tilted line's end is cut square, the
    // columns there hold only part of its height and their middle strays.
    const trim = Math.floor(points.length / 10);
    const ys = points.slice(trim, points.length - trim).map((c) => c.y);
    // The box reaches past the first and last centre points by the detector's margin.
    const along = Math.max(0, (line.box.w - (centre[centre.length - 1].x - centre[0].x)) / 2);
    const across = (line.thickness ?? line.box.h) / 2;
    return {
      ...line,
      angle,
      centre: points,
      box: boxOf(
        Math.min(...xs) - along,
        Math.min(...ys) - across,
        Math.max(...xs) + along,
        Math.max(...ys) + across,
      ),
    };
  });
}

/**
 * Share of the longest lines the direction classifier must see upside down for tesseract to be
 * asked (readsBetterFlipped). The classifier is unsure on real packs: on the 12 development
 * photos it gave 0–0.38 upright (0.88 on one glossy pack) and 0.38–1.0 turned by 180°, so a
 * majority missed two turned photos. With tesseract confirming, a third finds all 12 turned and
 * flips none of the upright ones; the check costs about 0.4 s on the three upright photos above it.
 */
const UPSIDE_DOWN_SHARE = 0.3;

/** Whether many of the longest lines read upside down (each scaled to the classifier's 48 × 192). */
async function upsideDown(
  detector: TextDetector,
  grey: GreyImage,
  lines: DetectedLine[],
  detectScale: number,
): Promise<boolean> {
  const longest = [...lines]
    .filter((l) => l.box.w > 3 * l.box.h)
    .sort((a, b) => b.box.w - a.box.w)
    .slice(0, 8);
  if (longest.length < 2) return false;
  const crops = await Promise.all(
    longest.map(async (l) => {
      const x = Math.max(0, Math.floor(l.box.x / detectScale));
      const y = Math.max(0, Math.floor(l.box.y / detectScale));
      const w = Math.min(grey.width - x, Math.ceil(l.box.w / detectScale));
      const h = Math.min(grey.height - y, Math.ceil(l.box.h / detectScale));
      const width = Math.min(192, Math.max(8, Math.round((w * 48) / Math.max(1, h))));
      const { data, info } = await sharp(grey.data, {
        raw: { width: grey.width, height: grey.height, channels: 1 },
      })
        .extract({ left: x, top: y, width: Math.max(1, w), height: Math.max(1, h) })
        .resize(width, 48, { fit: 'fill' })
        .toColourspace('b-w')
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height, channels: 1 };
    }),
  );
  return (await detector.direction.upsideDownShare(crops)) > UPSIDE_DOWN_SHARE;
}

/**
 * The paragraph read both ways is scaled down to at most this many pixels: confidence tells the
 * right way up on smaller print as well, and a false alarm of the classifier (glossy packs) then
 * costs about half a second rather than two (measured: four development photos turned by 180°
 * still read the right way up).
 */
const FLIP_CHECK_PIXELS = 300_000;

/**
 * Tesseract's word confidence on the largest paragraph as it stands and turned by 180°, weighted
 * by the letters read: the evidence that settles a flip the classifier proposes.
 */
async function readsBetterFlipped(
  engine: OcrEngine,
  grey: GreyImage,
  blocks: TextBlock[],
  detectScale: number,
): Promise<boolean> {
  if (blocks.length === 0) return false;
  const largest = [...blocks]
    .map((block, index) => ({ block, index }))
    .sort((a, b) => b.block.box.w * b.block.box.h - a.block.box.w * a.block.box.h)[0];
  const images = await blockImages(grey, [largest], detectScale, FLIP_CHECK_PIXELS);
  if (images.length === 0) return false;
  const image = images[0];
  const flipped = await sharp(image.png).rotate(180).png().toBuffer();
  const score = async (png: Buffer) => {
    const page = await engine.recognize(png, {
      width: image.width,
      height: image.height,
      langs: [engine.languages[0]],
    });
    return page.lines.reduce(
      (sum, l) => sum + l.confidence * (l.text.match(/\p{L}/gu)?.length ?? 0),
      0,
    );
  };
  const [asIs, turnedOver] = await Promise.all([score(image.png), score(flipped)]);
  return turnedOver > 1.5 * asIs;
}

export async function preparePhoto(
  detector: TextDetector,
  image: Buffer,
  engine?: OcrEngine,
): Promise<PreparedPhoto> {
  const photo = await decode(image).catch((err: unknown) => {
    // Truncated, corrupt or over-budget images: nothing to retry, the person gets the spec's text.
    throw new OcrImageError(`sharp could not read the image: ${(err as Error).message}`);
  });
  let turns = 0;
  let { grey, rgb } = await turned(photo, 0);
  let found = await detectBlocks(detector, rgb, grey, PROBE_LONG_SIDE);
  // A pack photographed turned by 90°: most long text lines stand upright.
  if (found.vertical > 0.6) {
    turns = 1;
    ({ grey, rgb } = await turned(photo, 90));
    found = await detectBlocks(detector, rgb, grey, PROBE_LONG_SIDE);
  }
  // Standing the lines upright cannot tell up from down. The direction classifier proposes a flip
  // (cheaply, on every photo); tesseract's reading of the largest paragraph both ways confirms it,
  // since the classifier alone flips glossy or curved packs that are upright.
  if (
    (await upsideDown(detector, grey, found.lines, found.detectScale)) &&
    (!engine || (await readsBetterFlipped(engine, grey, found.blocks, found.detectScale)))
  ) {
    turns += 2;
    ({ grey, rgb } = await turned(photo, 90 * turns));
    found = await detectBlocks(detector, rgb, grey, PROBE_LONG_SIDE);
  }
  // Tilted lines merge into one tall region and break apart in tesseract: level the photo.
  const skew = Math.abs(found.skew) >= DESKEW_MIN_DEGREES ? found.skew : 0;
  // Small print needs the full-size detection to keep touching lines apart; large print is
  // found as well by the probe's size, in a third of the time and memory.
  const smallPrint = singleLineHeight(found.lines) < LARGE_PRINT_PROBE_PX;
  if (skew !== 0) {
    const before = { width: grey.width, height: grey.height };
    ({ grey, rgb } = await turned(photo, 90 * turns - skew));
    // Large print: the probe's lines, turned with the photo, are the levelled photo's lines. A
    // second detection took 0.4–0.7 s for the same lines (generated corpus: two photos read
    // better, one allergen fewer; the development photos, in small print, as before).
    if (!smallPrint) {
      const lines = turnedLines(found.lines, -skew, found.detectScale, before, grey);
      found = { ...found, lines, blocks: groupIntoBlocks(lines) };
    }
  }
  // Small print, level or levelled: detected again at full size.
  if (smallPrint) found = await detectBlocks(detector, rgb, grey, DETECTION_LONG_SIDE);
  return { grey, detectScale: found.detectScale, blocks: found.blocks, quarterTurns: turns };
}

/**
 * Below this many pixels (as read), a paragraph is read whole: each tesseract run costs about
 * 0.1 s to start and load its models, more than a band this small saves.
 */
const MIN_BAND_PIXELS = 300_000;

/**
 * The paragraphs to read, a large one cut between its lines into bands (text-blocks.ts) so that
 * the engine's `parallelism` processes share it: a list re-read alone in its own languages is one
 * paragraph, and one process would read it while the others wait. A paragraph is cut when it
 * holds more than its share of all the pixels to read.
 */
function inBands(
  chosen: { block: TextBlock; index: number }[],
  parallelism: number,
  lineHeightPx = TARGET_LINE_HEIGHT,
): { block: TextBlock; index: number; within?: BlockPart['within'] }[] {
  if (parallelism < 2) return chosen;
  const pixels = (b: TextBlock) =>
    b.box.w * b.box.h * (lineHeightPx / Math.max(1, b.lineHeight)) ** 2;
  const share = chosen.reduce((sum, c) => sum + pixels(c.block), 0) / parallelism;
  return chosen.flatMap((c) => {
    const size = pixels(c.block);
    if (size < 2 * MIN_BAND_PIXELS || size <= 1.2 * share) return [c];
    const parts = Math.min(
      parallelism,
      Math.floor(size / MIN_BAND_PIXELS),
      Math.ceil(size / share),
    );
    return splitBetweenLines(c.block, parts).map((p) => ({ ...p, index: c.index }));
  });
}

/**
 * Blocks worth reading: paragraphs of several lines, or one line long enough to hold words. Lone
 * marks, digits and logos cost a tesseract run each and never hold an ingredient list.
 */
function worthReading(block: TextBlock): boolean {
  return block.lines.length > 1 || block.box.w >= 4 * block.lineHeight;
}

/** Reads the chosen blocks (all worth reading by default) in `langs`; lines in photo coordinates. */
export async function readBlocks(
  engine: OcrEngine,
  photo: PreparedPhoto,
  langs: readonly string[],
  only?: readonly number[],
  lineHeightPx?: number,
): Promise<OcrPage | null> {
  const chosen = photo.blocks
    .map((block, index) => ({ block, index }))
    .filter(({ block, index }) => (only ? only.includes(index) : worthReading(block)));
  const parts = inBands(chosen, engine.parallelism ?? 1, lineHeightPx);
  const images = (
    await blockImages(
      photo.grey,
      parts.map((p, i) => ({ ...p, index: i })),
      photo.detectScale,
      undefined,
      lineHeightPx,
    )
  ).map((image) => ({ image, part: parts[image.block] }));
  if (images.length === 0) return null;
  const read = engine.recognizeMany
    ? await engine.recognizeMany(
        images.map((i) => i.image),
        { langs, layout: 'block', darkOnLight: true },
      )
    : await Promise.all(
        images.map(({ image }) =>
          engine.recognize(image.png, {
            width: image.width,
            height: image.height,
            langs,
            layout: 'block',
            darkOnLight: true,
          }),
        ),
      );
  const pages = images.map(({ image, part }, i) => {
    const page = read[i];
    const regrouped = regroupByDetectedLines(image, page, part.block, photo.detectScale);
    // The bands of a paragraph are one paragraph again: the block's number.
    return { page, lines: linesOnPhoto({ ...image, block: part.index }, regrouped) };
  });
  return {
    width: photo.grey.width,
    height: photo.grey.height,
    lines: pages.flatMap((p) => p.lines),
    engine: pages[0].page.engine,
    langs: pages[0].page.langs,
    // Each block was read level by tesseract; the photo-wide skew is not needed.
    skew: 0,
  };
}
