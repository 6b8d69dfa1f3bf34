import { createCanvas, ImageData, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
// The eval draws with the scan tests' label renderer (a deliberate tools → service-test import).
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  LABEL_FONTS,
  registerFonts,
  renderLabel,
  styleFor,
  type LabelStyle,
} from '@labellens/scan-service/test/support/label-renderer';
import { seededRandom, type GeneratedPhoto } from './corpus';
import type { GeneratedContent, ListSection } from './packs';
import {
  curve,
  fold,
  glare,
  hexToRgb,
  noise,
  perspective,
  shadow,
  type Raster,
  type Rgb,
} from './raster';

/** The label renderer's style for photo n, flat: this module adds its own distortions. */
export function flatStyle(n: number): LabelStyle {
  return { ...styleFor(n), blur: 0, rotate: 0, keystone: 0, jpegQuality: null };
}

interface Run {
  text: string;
  bold: boolean;
}

interface Block {
  runs: Run[];
  size: number;
  gapBefore: number;
  /** Lines after the first start this far in (bullets). */
  hang?: number;
}

const fontOf = (style: LabelStyle, size: number, bold: boolean) =>
  `${bold ? 'bold ' : ''}${size}px "${style.font}"`;

function wrap(ctx: SKRSContext2D, block: Block, style: LabelStyle, maxWidth: number): Run[][] {
  const words = block.runs.flatMap((r) =>
    r.text
      .split(/(?<= )/)
      .filter(Boolean)
      .map((w) => ({ text: w, bold: r.bold })),
  );
  const lines: Run[][] = [];
  let line: Run[] = [];
  let width = 0;
  for (const word of words) {
    ctx.font = fontOf(style, block.size, word.bold);
    const w = ctx.measureText(word.text).width;
    const room = maxWidth - (lines.length > 0 ? (block.hang ?? 0) : 0);
    if (width + w > room && line.length > 0) {
      lines.push(line);
      line = [];
      width = 0;
    }
    line.push(word);
    width += w;
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

const lineHeight = (size: number) => Math.round(size * 1.32);

/** Height of blocks set in a column of `width` px. */
function measure(ctx: SKRSContext2D, blocks: Block[], style: LabelStyle, width: number): number {
  return blocks.reduce(
    (h, b) => h + b.gapBefore + wrap(ctx, b, style, width).length * lineHeight(b.size),
    0,
  );
}

function drawBlocks(
  ctx: SKRSContext2D,
  blocks: Block[],
  style: LabelStyle,
  x0: number,
  y0: number,
  width: number,
): number {
  let y = y0;
  for (const block of blocks) {
    y += block.gapBefore;
    wrap(ctx, block, style, width).forEach((line, i) => {
      let x = x0 + (i > 0 ? (block.hang ?? 0) : 0);
      for (const word of line) {
        ctx.font = fontOf(style, block.size, word.bold);
        ctx.fillText(word.text, x, y);
        x += ctx.measureText(word.text).width;
      }
      y += lineHeight(block.size);
    });
  }
  return y;
}

function listBlocks(section: ListSection, size: number, bullets: boolean): Block[] {
  const statements = section.statements.map((t) => ({
    runs: [{ text: t, bold: true }],
    size,
    gapBefore: size * 0.35,
  }));
  if (!bullets)
    return [
      {
        runs: [
          { text: `${section.header} `, bold: true },
          { text: `${section.ingredients.join(', ')}.`, bold: false },
        ],
        size,
        gapBefore: size * 1.2,
      },
      ...statements,
    ];
  return [
    { runs: [{ text: section.header, bold: true }], size, gapBefore: size * 1.2 },
    ...section.ingredients.map((item) => ({
      runs: [{ text: `•  ${item}`, bold: false }],
      size,
      gapBefore: size * 0.15,
      hang: size * 1.1,
    })),
    ...statements.map((s) => ({ ...s, gapBefore: size * 0.6 })),
  ];
}

const smallBlocks = (texts: string[], size: number, firstGap: number): Block[] =>
  texts.map((t, i) => ({
    runs: [{ text: t, bold: false }],
    size: Math.round(size * 0.82),
    gapBefore: i === 0 ? firstGap : size * 0.4,
  }));

/** Multilingual, bullet and two-column packs, drawn in the corpus renderer's manner. */
function drawPack(content: GeneratedContent, style: LabelStyle): Raster {
  registerFonts();
  const size = style.size;
  const margin = Math.round(size * 1.6);
  const inner = style.width - 2 * margin;
  const title: Block = {
    runs: [{ text: content.productName, bold: true }],
    size: Math.round(size * 1.9),
    gapBefore: 0,
  };
  const above = smallBlocks(content.clutterAbove, size, size);
  const measurer = createCanvas(10, 10).getContext('2d');
  let main: Block[];
  let side: Block[] = [];
  if (content.layout === 'two-column') {
    main = [title, ...above, ...listBlocks(content.sections[0], size, false)];
    side = smallBlocks(content.clutterBelow, size, size * 3.2);
  } else {
    main = [
      title,
      ...above,
      ...content.sections.flatMap((s) => listBlocks(s, size, content.layout === 'bullets')),
      ...smallBlocks(content.clutterBelow, size, size * 1.4),
    ];
  }
  const gutter = Math.round(size * 1.5);
  const leftWidth = side.length > 0 ? Math.round(inner * 0.6) : inner;
  const rightWidth = inner - leftWidth - gutter;
  const height = Math.ceil(
    2 * margin +
      Math.max(
        measure(measurer, main, style, leftWidth),
        side.length > 0 ? measure(measurer, side, style, rightWidth) : 0,
      ),
  );
  const canvas = createCanvas(style.width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = style.bg;
  ctx.fillRect(0, 0, canvas.width, height);
  ctx.fillStyle = style.fg;
  ctx.textBaseline = 'top';
  drawBlocks(ctx, main, style, margin, margin, leftWidth);
  if (side.length > 0) {
    const x = margin + leftWidth + gutter;
    ctx.fillRect(x - gutter / 2, margin + size * 3, 2, height - 2 * margin - size * 3);
    drawBlocks(ctx, side, style, x + size * 0.4, margin, rightWidth - size * 0.4);
  }
  const img = ctx.getImageData(0, 0, canvas.width, height);
  return { width: canvas.width, height, data: new Uint8ClampedArray(img.data) };
}

async function decode(image: Buffer): Promise<Raster> {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
}

/** The flat, undamaged label of a photo. */
export async function flatLabel(photo: GeneratedPhoto): Promise<Raster> {
  const style = flatStyle(photo.styleIndex);
  if (photo.content.label) return decode(await renderLabel(photo.content.label, style));
  return drawPack(photo.content, style);
}

function toCanvasImage(r: Raster) {
  const c = createCanvas(r.width, r.height);
  c.getContext('2d').putImageData(new ImageData(r.data, r.width, r.height), 0, 0);
  return c;
}

const BUSY_COLOURS = [
  '#c0392b',
  '#2980b9',
  '#27ae60',
  '#f1c40f',
  '#8e44ad',
  '#e67e22',
  '#16a085',
  '#2c3e50',
  '#ecf0f1',
  '#d35400',
];
const BUSY_WORDS = [
  'SALE',
  'NEU',
  'BIO',
  '-30%',
  'Nouveau',
  'Offerta',
  'Promo',
  'Family pack',
  '2 for £3',
  'Aktion',
  'Nuevo',
  'Gratis',
  '500 g',
  'www.example.com',
];

/**
 * The label in the photo: on a plain table or a busy surface (other packs' colours, shapes and
 * print around it), tilted by the rotation if any.
 */
function placeLabel(label: Raster, photo: GeneratedPhoto, surround: Rgb): Raster {
  const d = photo.degradations;
  const random = seededRandom(photo.seed ^ 0x5bd1e995);
  const margin = d.background?.margin ?? 0.04;
  const width = Math.round(label.width * (1 + 2 * margin));
  const height = Math.round(label.height + label.width * 2 * margin);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `rgb(${surround.join(',')})`;
  ctx.fillRect(0, 0, width, height);
  if (d.background) {
    registerFonts();
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    for (let i = 0; i < d.background.shapes; i++) {
      ctx.fillStyle = pick(BUSY_COLOURS);
      const x = random() * width;
      const y = random() * height;
      const s = (0.05 + random() * 0.25) * width;
      if (random() < 0.5) ctx.fillRect(x - s / 2, y - s / 3, s, s * (0.3 + random()));
      else {
        ctx.beginPath();
        ctx.ellipse(x, y, s / 2, s / (2 + random() * 2), random() * Math.PI, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    ctx.textBaseline = 'middle';
    for (let i = 0; i < d.background.texts; i++) {
      ctx.fillStyle = pick(BUSY_COLOURS);
      ctx.font = `bold ${Math.round(20 + random() * 60)}px "${pick(LABEL_FONTS)}"`;
      ctx.save();
      ctx.translate(random() * width, random() * height);
      ctx.rotate((random() - 0.5) * 0.8);
      ctx.fillText(pick(BUSY_WORDS), 0, 0);
      ctx.restore();
    }
  }
  ctx.save();
  ctx.translate(width / 2, height / 2);
  ctx.rotate(((d.rotation?.degrees ?? 0) * Math.PI) / 180);
  // A soft drop shadow separates the pack from the surface, as in a photo.
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 12;
  ctx.drawImage(toCanvasImage(label), -label.width / 2, -label.height / 2);
  ctx.restore();
  const img = ctx.getImageData(0, 0, width, height);
  return { width, height, data: new Uint8ClampedArray(img.data) };
}

/** Applies the photo's degradations in the order light and camera would. */
export async function degrade(label: Raster, photo: GeneratedPhoto): Promise<Raster> {
  const d = photo.degradations;
  const style = flatStyle(photo.styleIndex);
  const surround = hexToRgb(style.surround);
  const labelBg = hexToRgb(style.bg);
  let r = label;
  if (d.fold) r = fold(r, d.fold, labelBg);
  if (d.curve) r = curve(r, d.curve.arcDegrees, d.curve.sagPx, surround);
  r = placeLabel(r, photo, surround);
  if (d.perspective) r = perspective(r, d.perspective.corners, surround);
  if (d.shadow) r = shadow(r, d.shadow.angleDeg, d.shadow.strength, d.shadow.start);
  if (d.glare) r = glare(r, d.glare);
  if (d.blur) {
    const out = await sharp(Buffer.from(r.data.buffer, r.data.byteOffset, r.data.byteLength), {
      raw: { width: r.width, height: r.height, channels: 4 },
    })
      .blur(d.blur.sigma)
      .raw()
      .toBuffer();
    r = { width: r.width, height: r.height, data: new Uint8ClampedArray(out) };
  }
  if (d.noise) r = noise(r, d.noise.sigma, seededRandom(photo.seed ^ 0x27d4eb2f));
  return r;
}

export async function encodeJpeg(r: Raster, quality: number): Promise<Buffer> {
  return sharp(Buffer.from(r.data.buffer, r.data.byteOffset, r.data.byteLength), {
    raw: { width: r.width, height: r.height, channels: 4 },
  })
    .removeAlpha()
    .jpeg({ quality })
    .toBuffer();
}

/** The photo as the phone would send it: a JPEG. */
export async function renderPhoto(photo: GeneratedPhoto): Promise<Buffer> {
  const label = await flatLabel(photo);
  return encodeJpeg(await degrade(label, photo), photo.degradations.jpeg.quality);
}
