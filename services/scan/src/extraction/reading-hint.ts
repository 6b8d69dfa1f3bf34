import type { OcrBox, OcrPage } from '../ocr/ocr-engine';
import type { PreparedPhoto } from '../ocr/photo-reader';
import type { ExtractionHint } from '@labellens/contracts';

/** Print this small (line height in the working image) is beyond what OCR reads reliably. */
const SMALL_PRINT_PX = 14;

/** Why a photo gave no list: what the person can change on the next photo. */
export function readingHint(photo: PreparedPhoto, page: OcrPage): ExtractionHint {
  if (photo.blocks.length === 0) return 'no-text';
  const text = textArea(photo);
  if (sharpness(photo.grey, text) < BLURRY_BELOW) return 'blurry';
  const legible = page.lines.filter((l) => l.confidence >= 50 && /\p{L}{3}/u.test(l.text));
  if (legible.length === 0) return 'too-small';
  const typical = legible.map((l) => l.box.h).sort((a, b) => a - b)[legible.length >> 1];
  if (typical < SMALL_PRINT_PX) return 'too-small';
  if (blownOut(photo.grey, text) > GLARE_ABOVE) return 'glare';
  return 'no-list';
}

/**
 * Mean |Laplacian| over the text below this is out of focus or shaken. Measured: real phone
 * photos 8.7–37; rendered labels 6–23 sharp, 2–6 at 1.1 px blur, ≤ 2 at 2.2 px (tesseract's limit).
 */
const BLURRY_BELOW = 3;
/** Share of the text area burnt to white by a reflection, beyond what white paper shows. */
const GLARE_ABOVE = 0.15;

/** The region the detected paragraphs cover, in grey-image pixels. */
function textArea(photo: PreparedPhoto): OcrBox {
  const s = photo.detectScale;
  const x = Math.min(...photo.blocks.map((b) => b.box.x)) / s;
  const y = Math.min(...photo.blocks.map((b) => b.box.y)) / s;
  const right = Math.max(...photo.blocks.map((b) => b.box.x + b.box.w)) / s;
  const bottom = Math.max(...photo.blocks.map((b) => b.box.y + b.box.h)) / s;
  return { x: Math.floor(x), y: Math.floor(y), w: Math.ceil(right - x), h: Math.ceil(bottom - y) };
}

/** Mean absolute Laplacian inside `area`: print in focus has sharp edges, a blurred one has none. */
function sharpness(grey: PreparedPhoto['grey'], area: OcrBox): number {
  const { data, width, height } = grey;
  let sum = 0;
  let n = 0;
  for (let y = Math.max(1, area.y); y < Math.min(height - 1, area.y + area.h); y += 2) {
    for (let x = Math.max(1, area.x); x < Math.min(width - 1, area.x + area.w); x += 2) {
      const i = y * width + x;
      sum += Math.abs(4 * data[i] - data[i - 1] - data[i + 1] - data[i - width] - data[i + width]);
      n++;
    }
  }
  return n === 0 ? 0 : sum / n;
}

/**
 * Share of the text area burnt to pure white by a reflection. Where the ground itself is pure
 * white (a scan, a rendered label: the median is white) nothing counts as glare.
 */
function blownOut(grey: PreparedPhoto['grey'], area: OcrBox): number {
  const { data, width } = grey;
  const levels: number[] = [];
  for (let y = area.y; y < area.y + area.h; y += 3) {
    for (let x = area.x; x < area.x + area.w; x += 3) levels.push(data[y * width + x]);
  }
  if (levels.length === 0) return 0;
  const sorted = [...levels].sort((a, b) => a - b);
  if (sorted[sorted.length >> 1] >= 250) return 0;
  return levels.filter((v) => v >= 254).length / levels.length;
}
