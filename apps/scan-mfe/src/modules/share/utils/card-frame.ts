import type { ResultsText } from '../../common/i18n/index';
import type { RatingTone } from '../../results/utils/safety-rating';
import { brandMark, mx, PAD, roundRect, text, type Ctx } from './card-canvas';
import type { CardTheme } from './card-theme';
import type { CardSize } from './share-card-model';

function header(ctx: Ctx, theme: CardTheme, tx: ResultsText, caption: string, width: number) {
  brandMark(ctx, theme, mx(ctx, PAD, 72), PAD, 72);
  text(ctx, theme, 'LabelLens', {
    x: PAD + 92,
    y: PAD + 14,
    size: 42,
    weight: 800,
    color: theme.text,
    maxWidth: 400,
  });
  text(ctx, theme, caption.toLocaleUpperCase(tx.lang), {
    x: width - PAD,
    y: PAD + 24,
    size: 24,
    weight: 700,
    color: theme.primary,
    maxWidth: 460,
    align: 'right',
  });
}

/** The rule, "Scanned with LabelLens" and the disclaimer: the foot of every card but the promo. */
export function footer(ctx: Ctx, theme: CardTheme, tx: ResultsText, card: CardSize) {
  const { width, height } = card;
  const y = height - PAD - 28;
  ctx.fillStyle = theme.border;
  ctx.fillRect(PAD, y - 28, width - PAD * 2, 2);
  text(ctx, theme, tx.t('card.scannedWith'), {
    x: PAD,
    y,
    size: 26,
    weight: 700,
    color: theme.primaryStrong,
    maxWidth: 500,
  });
  text(ctx, theme, tx.t('card.disclaimer'), {
    x: width - PAD,
    y,
    size: 24,
    color: theme.muted,
    maxWidth: 520,
    align: 'right',
  });
}

function background(ctx: Ctx, theme: CardTheme, width: number, height: number, tone?: RatingTone) {
  ctx.fillStyle = theme.bg;
  ctx.fillRect(0, 0, width, height);
  const glow = ctx.createRadialGradient(width, 0, 0, width, 0, width * 0.75);
  glow.addColorStop(0, theme.primarySoft);
  glow.addColorStop(1, theme.bg);
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);
  if (tone) {
    ctx.fillStyle = theme.tone[tone].strong;
    ctx.fillRect(mx(ctx, 0, 14), 0, 14, height);
  }
}

/**
 * The top of every card but the promo: background (with a bar in the tone, if any) and the header
 * with its caption; returns the width of the content between the margins.
 */
export function openCard(
  ctx: Ctx,
  theme: CardTheme,
  tx: ResultsText,
  card: CardSize,
  caption: string,
  tone?: RatingTone,
): number {
  background(ctx, theme, card.width, card.height, tone);
  header(ctx, theme, tx, caption, card.width);
  return card.width - PAD * 2;
}

/** A bold title of up to two lines at the margin (a product's or ingredient's name). */
export function heading(
  ctx: Ctx,
  theme: CardTheme,
  value: string,
  opts: { y: number; size: number; lineHeight: number; maxWidth: number },
): number {
  return text(ctx, theme, value, { x: PAD, weight: 800, color: theme.text, maxLines: 2, ...opts });
}

/** One muted line at the margin (the product above an ingredient's name, an intro). */
export function subtitle(
  ctx: Ctx,
  theme: CardTheme,
  value: string,
  opts: { y: number; size: number; maxWidth: number },
): number {
  return text(ctx, theme, value, { x: PAD, weight: 600, color: theme.muted, ...opts });
}

/** An explanation paragraph at the margin; returns the y below its last line. */
export function paragraph(
  ctx: Ctx,
  theme: CardTheme,
  value: string,
  opts: { y: number; maxWidth: number; maxLines: number },
): number {
  return text(ctx, theme, value, {
    x: PAD,
    size: 36,
    color: theme.textSoft,
    lineHeight: 52,
    ...opts,
  });
}

/** A row of a list: a surface as wide as the content with a bar in its tone at the leading edge. */
export function tonedRow(
  ctx: Ctx,
  theme: CardTheme,
  tone: RatingTone,
  row: { y: number; width: number; height: number; barInset: number },
) {
  roundRect(ctx, PAD, row.y, row.width, row.height, 24, theme.surface);
  ctx.fillStyle = theme.tone[tone].strong;
  ctx.fillRect(mx(ctx, PAD, 8), row.y + row.barInset, 8, row.height - row.barInset * 2);
}
