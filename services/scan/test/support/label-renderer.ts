import { createCanvas, GlobalFonts, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { LabelText } from './label-corpus';

/**
 * Draws label photos for the extraction tests and the bench: real fonts (DejaVu, Liberation),
 * colours, blur, rotation, a keystone perspective and JPEG loss, with the ingredient list set
 * among other pack text.
 */
export interface LabelStyle {
  font: string;
  /** Body text size in px. */
  size: number;
  fg: string;
  bg: string;
  /** Colour around the label once rotated or warped (the table the pack lies on). */
  surround: string;
  blur: number;
  /** Degrees, clockwise. */
  rotate: number;
  /** 0 = none; 0.05 = the top edge is 5 % narrower on each side than the bottom. */
  keystone: number;
  /** null = PNG; otherwise JPEG quality 0–100. */
  jpegQuality: number | null;
  width: number;
}

const FONT_FILES: Record<string, string[]> = {
  'DejaVu Sans': ['dejavu/DejaVuSans.ttf', 'dejavu/DejaVuSans-Bold.ttf'],
  'DejaVu Serif': ['dejavu/DejaVuSerif.ttf', 'dejavu/DejaVuSerif-Bold.ttf'],
  'DejaVu Sans Condensed': [
    'dejavu/DejaVuSansCondensed.ttf',
    'dejavu/DejaVuSansCondensed-Bold.ttf',
  ],
  'Liberation Sans': [
    'liberation/LiberationSans-Regular.ttf',
    'liberation/LiberationSans-Bold.ttf',
  ],
  'Liberation Serif': [
    'liberation/LiberationSerif-Regular.ttf',
    'liberation/LiberationSerif-Bold.ttf',
  ],
  'Liberation Sans Narrow': [
    'liberation/LiberationSansNarrow-Regular.ttf',
    'liberation/LiberationSansNarrow-Bold.ttf',
  ],
};
export const LABEL_FONTS = Object.keys(FONT_FILES);

let fontsRegistered = false;
/** Registers the label fonts with the canvas (once): callers drawing their own packs use it too. */
export function registerFonts(): void {
  if (fontsRegistered) return;
  for (const [family, files] of Object.entries(FONT_FILES)) {
    for (const file of files)
      GlobalFonts.registerFromPath(`/usr/share/fonts/truetype/${file}`, family);
  }
  fontsRegistered = true;
}

interface Run {
  text: string;
  bold: boolean;
}

function fontOf(style: LabelStyle, size: number, bold: boolean): string {
  return `${bold ? 'bold ' : ''}${size}px "${style.font}"`;
}

/** Word-wraps runs of regular and bold text into lines of at most `maxWidth` px. */
function wrap(ctx: SKRSContext2D, runs: Run[], style: LabelStyle, size: number, maxWidth: number) {
  const words: Run[] = runs.flatMap((r) =>
    r.text
      .split(/(?<= )/)
      .filter(Boolean)
      .map((w) => ({ text: w, bold: r.bold })),
  );
  const lines: Run[][] = [];
  let line: Run[] = [];
  let width = 0;
  for (const word of words) {
    ctx.font = fontOf(style, size, word.bold);
    const w = ctx.measureText(word.text).width;
    if (width + w > maxWidth && line.length > 0) {
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

interface Block {
  runs: Run[];
  size: number;
  gapBefore: number;
}

function blocksFor(text: LabelText, size: number): Block[] {
  const small = Math.round(size * 0.82);
  const list = `${text.ingredients.join(', ')}.`;
  return [
    { runs: [{ text: text.productName, bold: true }], size: Math.round(size * 1.9), gapBefore: 0 },
    ...text.clutterAbove.map((t, i) => ({
      runs: [{ text: t, bold: false }],
      size: small,
      gapBefore: i === 0 ? size : size * 0.3,
    })),
    {
      runs: [
        { text: `${text.header} `, bold: true },
        { text: list, bold: false },
      ],
      size,
      gapBefore: size * 1.4,
    },
    ...text.statements.map((t) => ({
      runs: [{ text: t, bold: true }],
      size,
      gapBefore: size * 0.35,
    })),
    ...text.clutterBelow.map((t, i) => ({
      runs: [{ text: t, bold: false }],
      size: small,
      gapBefore: i === 0 ? size * 1.4 : size * 0.45,
    })),
  ];
}

function drawFlat(text: LabelText, style: LabelStyle): Canvas {
  const margin = Math.round(style.size * 1.6);
  const measure = createCanvas(10, 10).getContext('2d');
  const laidOut = blocksFor(text, style.size).map((b) => ({
    ...b,
    lines: wrap(measure, b.runs, style, b.size, style.width - 2 * margin),
  }));
  const height =
    margin * 2 +
    laidOut.reduce((h, b) => h + b.gapBefore + b.lines.length * Math.round(b.size * 1.32), 0);
  const canvas = createCanvas(style.width, Math.ceil(height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = style.bg;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = style.fg;
  ctx.textBaseline = 'top';
  let y = margin;
  for (const block of laidOut) {
    y += block.gapBefore;
    for (const line of block.lines) {
      let x = margin;
      for (const word of line) {
        ctx.font = fontOf(style, block.size, word.bold);
        ctx.fillText(word.text, x, y);
        x += ctx.measureText(word.text).width;
      }
      y += Math.round(block.size * 1.32);
    }
  }
  return canvas;
}

/** Keystone: each row is scaled horizontally, narrower at the top, as a pack photographed from below. */
function warp(source: Canvas, style: LabelStyle): Canvas {
  if (style.keystone <= 0) return source;
  const out = createCanvas(source.width, source.height);
  const ctx = out.getContext('2d');
  ctx.fillStyle = style.surround;
  ctx.fillRect(0, 0, out.width, out.height);
  const strip = 2;
  for (let y = 0; y < source.height; y += strip) {
    const t = 1 - y / source.height;
    const inset = source.width * style.keystone * t;
    ctx.drawImage(source, 0, y, source.width, strip, inset, y, source.width - 2 * inset, strip);
  }
  return out;
}

function rotate(source: Canvas, style: LabelStyle): Canvas {
  if (style.rotate === 0) return source;
  const rad = (style.rotate * Math.PI) / 180;
  const w =
    Math.ceil(Math.abs(source.width * Math.cos(rad)) + Math.abs(source.height * Math.sin(rad))) +
    40;
  const h =
    Math.ceil(Math.abs(source.width * Math.sin(rad)) + Math.abs(source.height * Math.cos(rad))) +
    40;
  const out = createCanvas(w, h);
  const ctx = out.getContext('2d');
  ctx.fillStyle = style.surround;
  ctx.fillRect(0, 0, w, h);
  ctx.translate(w / 2, h / 2);
  ctx.rotate(rad);
  ctx.drawImage(source, -source.width / 2, -source.height / 2);
  return out;
}

function blur(source: Canvas, style: LabelStyle): Canvas {
  if (style.blur <= 0) return source;
  const out = createCanvas(source.width, source.height);
  const ctx = out.getContext('2d');
  ctx.filter = `blur(${style.blur}px)`;
  ctx.drawImage(source, 0, 0);
  return out;
}

/** The label photo as image bytes (JPEG or PNG). */
export async function renderLabel(text: LabelText, style: LabelStyle): Promise<Buffer> {
  registerFonts();
  const canvas = blur(rotate(warp(drawFlat(text, style), style), style), style);
  return style.jpegQuality === null
    ? canvas.encode('png')
    : canvas.encode('jpeg', style.jpegQuality);
}

const COLOURS: [string, string, string][] = [
  ['#111111', '#ffffff', '#7a6a55'],
  ['#2a1d0e', '#f6efd9', '#3d4a5c'],
  ['#1d2b5a', '#e3eefb', '#8a8a8a'],
  ['#3b2412', '#fff2b8', '#5c4033'],
  ['#f4f4f4', '#1f5d3a', '#c9c2b0'],
  ['#5a0d0d', '#fde8e8', '#6b6b6b'],
  ['#4a4a4a', '#d9d4c7', '#2e2e2e'],
];

const pick = <T>(list: readonly T[], n: number, stride: number): T =>
  list[(n * stride) % list.length];

/**
 * A varied but reproducible style for the n-th test image. Each property cycles with its own
 * period so that fonts, colours and distortions combine differently from label to label.
 */
export function styleFor(n: number): LabelStyle {
  const [fg, bg, surround] = pick(COLOURS, n, 3);
  return {
    font: pick(LABEL_FONTS, n, 5),
    size: pick([22, 26, 18, 30, 24, 28, 16], n, 2),
    fg,
    bg,
    surround,
    blur: pick([0, 0.8, 0, 1.3, 0.5], n, 2),
    rotate: pick([0, 2.5, -1.5, 4, -3.5, 1, -5, 0.5], n, 3),
    keystone: pick([0, 0.03, 0, 0.06, 0.015, 0.08], n, 1),
    jpegQuality: pick([null, 88, 50, 92, 40, 75, 60], n, 4),
    width: pick([1100, 1000, 1200, 1300, 950, 1150], n, 5),
  };
}

export interface NutritionRow {
  label: string;
  per100: string;
  perServing: string;
}

/** A nutrition facts panel: a title, a header row and two value columns, with pack text around it. */
export async function renderNutritionLabel(
  rows: NutritionRow[],
  options: { title: string; header: [string, string, string]; style: LabelStyle },
): Promise<Buffer> {
  registerFonts();
  const { style } = options;
  const rowH = Math.round(style.size * 1.6);
  const width = style.width;
  const height = rowH * (rows.length + 4) + style.size * 3;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = style.bg;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = style.fg;
  ctx.strokeStyle = style.fg;
  ctx.textBaseline = 'middle';
  const x0 = style.size * 1.5;
  const cols = [x0, width * 0.5, width * 0.75];
  let y = style.size * 1.5;
  ctx.font = fontOf(style, Math.round(style.size * 1.4), true);
  ctx.fillText(options.title, x0, y);
  y += rowH * 1.3;
  const line = (yy: number) => {
    ctx.beginPath();
    ctx.moveTo(x0, yy);
    ctx.lineTo(width - x0, yy);
    ctx.stroke();
  };
  ctx.font = fontOf(style, style.size, true);
  options.header.forEach((h, i) => {
    ctx.fillText(h, cols[i], y);
  });
  y += rowH / 2;
  line(y);
  y += rowH / 2;
  ctx.font = fontOf(style, style.size, false);
  for (const row of rows) {
    ctx.fillText(row.label, cols[0], y);
    ctx.fillText(row.per100, cols[1], y);
    ctx.fillText(row.perServing, cols[2], y);
    y += rowH / 2;
    line(y);
    y += rowH / 2;
  }
  const out = blur(rotate(canvas, style), style);
  return style.jpegQuality === null ? out.encode('png') : out.encode('jpeg', style.jpegQuality);
}
