import type { ResultsText } from '../../common/i18n/index';
import type { RatingTone } from '../../results/utils/safety-rating';
import type { CardTheme } from './card-theme';
import { wrapLines } from './text-layout';

/** The margin around every card's content. */
export const PAD = 72;

export type Ctx = CanvasRenderingContext2D;

export function font(theme: CardTheme, size: number, weight = 400): string {
  return `${weight} ${size}px ${theme.font}`;
}

/**
 * Cards are laid out left to right; in a right-to-left language (ctx.direction 'rtl', Arabic and
 * Farsi) every x is mirrored: `mx` gives the left edge of a box `w` wide at `x` in the mirrored
 * card, and text() / pill() mirror their own positions and alignment.
 */
function isRtl(ctx: Ctx): boolean {
  return ctx.direction === 'rtl';
}

export function mx(ctx: Ctx, x: number, w = 0): number {
  return isRtl(ctx) ? ctx.canvas.width - x - w : x;
}

function flipAlign(align: CanvasTextAlign): CanvasTextAlign {
  if (align === 'left' || align === 'start') return 'right';
  if (align === 'right' || align === 'end') return 'left';
  return align;
}

/** Draws wrapped text from (x, y) downwards; returns the y below the last line. */
export function text(
  ctx: Ctx,
  theme: CardTheme,
  value: string,
  opts: {
    x: number;
    y: number;
    size: number;
    weight?: number;
    color: string;
    maxWidth: number;
    maxLines?: number;
    lineHeight?: number;
    align?: CanvasTextAlign;
  },
): number {
  ctx.font = font(theme, opts.size, opts.weight);
  ctx.fillStyle = opts.color;
  const align = opts.align ?? 'left';
  ctx.textAlign = isRtl(ctx) ? flipAlign(align) : align;
  ctx.textBaseline = 'top';
  const x = mx(ctx, opts.x);
  const lineHeight = opts.lineHeight ?? Math.round(opts.size * 1.25);
  const lines = wrapLines(
    value,
    opts.maxWidth,
    opts.maxLines ?? 1,
    (s) => ctx.measureText(s).width,
  );
  lines.forEach((line, i) => {
    ctx.fillText(line, x, opts.y + i * lineHeight);
  });
  return opts.y + lines.length * lineHeight;
}

export function roundRect(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** Width of a pill() with this label and size (sets the pill's font on the context). */
export function pillWidth(ctx: Ctx, theme: CardTheme, label: string, size = 34): number {
  ctx.font = font(theme, size, 700);
  return ctx.measureText(label).width + size * 1.4 + size * 0.42 + 12;
}

/** A rounded label ("Moderate Risk") in the tone's colours; returns its width. */
export function pill(
  ctx: Ctx,
  theme: CardTheme,
  label: string,
  tone: RatingTone,
  x: number,
  y: number,
  size = 34,
  align: 'left' | 'right' = 'left',
): number {
  const width = pillWidth(ctx, theme, label, size);
  const dot = size * 0.42;
  const height = size * 1.75;
  const left = mx(ctx, align === 'right' ? x - width : x, width);
  roundRect(ctx, left, y, width, height, height / 2, theme.tone[tone].soft);
  // The dot leads the label: on its left, or on its right in a right-to-left card.
  const rtl = isRtl(ctx);
  const inset = size * 0.7;
  ctx.beginPath();
  ctx.arc(
    rtl ? left + width - inset - dot / 2 : left + inset + dot / 2,
    y + height / 2,
    dot / 2,
    0,
    Math.PI * 2,
  );
  ctx.fillStyle = theme.tone[tone].strong;
  ctx.fill();
  ctx.textAlign = rtl ? 'right' : 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(
    label,
    rtl ? left + width - inset - dot - 12 : left + inset + dot + 12,
    y + height / 2 + 1,
  );
  return width;
}

/** The brand mark: a gradient tile with a magnifier over a label. */
export function brandMark(
  ctx: Ctx,
  theme: CardTheme,
  x: number,
  y: number,
  size: number,
  onBrand = false,
) {
  if (onBrand) {
    roundRect(ctx, x, y, size, size, size * 0.28, theme.inverse);
  } else {
    const g = ctx.createLinearGradient(x, y, x + size, y + size);
    g.addColorStop(0, theme.primary);
    g.addColorStop(1, theme.accent);
    ctx.beginPath();
    ctx.roundRect(x, y, size, size, size * 0.28);
    ctx.fillStyle = g;
    ctx.fill();
  }
  const ink = onBrand ? theme.primary : theme.inverse;
  ctx.strokeStyle = ink;
  ctx.lineWidth = size * 0.09;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(x + size * 0.44, y + size * 0.44, size * 0.2, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x + size * 0.59, y + size * 0.59);
  ctx.lineTo(x + size * 0.76, y + size * 0.76);
  ctx.stroke();
}

/** A raised surface with a soft shadow. */
export function panel(ctx: Ctx, theme: CardTheme, x: number, y: number, w: number, h: number) {
  ctx.save();
  ctx.shadowColor = theme.track;
  ctx.shadowBlur = 28;
  ctx.shadowOffsetY = 8;
  roundRect(ctx, x, y, w, h, 36, theme.surface);
  ctx.restore();
}

/** The card's score out of 10 as a ring filled in its tone, the number in its middle. */
export function scoreRing(
  ctx: Ctx,
  theme: CardTheme,
  tx: ResultsText,
  at: { cx: number; cy: number; radius: number },
  card: { score: string; scoreValue: number | null; tone: RatingTone },
) {
  const { cx, cy, radius } = at;
  const fraction = card.scoreValue === null ? 0 : Math.max(0, Math.min(1, card.scoreValue / 10));
  ctx.lineWidth = radius * 0.2;
  ctx.lineCap = 'round';
  ctx.strokeStyle = theme.track;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.stroke();
  if (fraction > 0) {
    ctx.strokeStyle = theme.tone[card.tone].strong;
    ctx.beginPath();
    // Clockwise from the top; anticlockwise in a right-to-left card.
    const sweep = fraction * Math.PI * 2;
    ctx.arc(cx, cy, radius, -Math.PI / 2, -Math.PI / 2 + (isRtl(ctx) ? -sweep : sweep), isRtl(ctx));
    ctx.stroke();
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = theme.text;
  ctx.font = font(theme, radius * 0.78, 800);
  ctx.fillText(card.score, cx, cy + radius * 0.22);
  ctx.fillStyle = theme.muted;
  ctx.font = font(theme, radius * 0.26, 600);
  ctx.fillText(tx.t('card.outOf', { max: 10 }), cx, cy + radius * 0.56);
}
