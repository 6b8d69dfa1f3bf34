import { resultsText, type ResultsText } from '../../common/i18n/index';
import type { RatingTone } from '../../results/utils/safety-rating';
import {
  listSeparator,
  type AllergenShareCard,
  type ChooseInsteadCard,
  type ConcerningCard,
  type IngredientShareCard,
  type NutritionShareCard,
  type ShareCardModel,
  type SummaryCard,
} from './share-model';
import { wrapLines } from './text-layout';

/** Colours and font of the cards, read from the design tokens of @labellens/web-ui. */
export interface CardTheme {
  font: string;
  bg: string;
  surface: string;
  border: string;
  text: string;
  textSoft: string;
  muted: string;
  primary: string;
  primaryStrong: string;
  primarySoft: string;
  accent: string;
  inverse: string;
  track: string;
  tone: Record<RatingTone, { strong: string; soft: string }>;
}

/** Reads the theme from the page's CSS custom properties (tokens are defined on :root). */
export function themeFromDocument(doc: Document = document): CardTheme {
  const css = getComputedStyle(doc.documentElement);
  const t = (name: string) => css.getPropertyValue(name).trim();
  return {
    font: t('--ll-font-sans') || 'sans-serif',
    bg: t('--ll-color-bg'),
    surface: t('--ll-color-surface'),
    border: t('--ll-color-border'),
    text: t('--ll-color-text'),
    textSoft: t('--ll-color-text-soft'),
    muted: t('--ll-color-text-muted'),
    primary: t('--ll-color-primary'),
    primaryStrong: t('--ll-color-primary-strong'),
    primarySoft: t('--ll-color-primary-soft'),
    accent: t('--ll-color-accent'),
    inverse: t('--ll-color-text-inverse'),
    track: t('--ll-slate-200'),
    tone: {
      success: { strong: t('--ll-color-success'), soft: t('--ll-color-success-soft') },
      warning: { strong: t('--ll-color-warning'), soft: t('--ll-color-warning-soft') },
      danger: { strong: t('--ll-color-danger'), soft: t('--ll-color-danger-soft') },
      neutral: { strong: t('--ll-color-neutral'), soft: t('--ll-color-neutral-soft') },
    },
  };
}

const PAD = 72;

type Ctx = CanvasRenderingContext2D;

function font(theme: CardTheme, size: number, weight = 400): string {
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

function mx(ctx: Ctx, x: number, w = 0): number {
  return isRtl(ctx) ? ctx.canvas.width - x - w : x;
}

function flipAlign(align: CanvasTextAlign): CanvasTextAlign {
  if (align === 'left' || align === 'start') return 'right';
  if (align === 'right' || align === 'end') return 'left';
  return align;
}

/** Draws wrapped text from (x, y) downwards; returns the y below the last line. */
function text(
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

function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number, fill: string) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** A rounded label ("Moderate Risk") in the tone's colours; returns its width. */
function pill(
  ctx: Ctx,
  theme: CardTheme,
  label: string,
  tone: RatingTone,
  x: number,
  y: number,
  size = 34,
  align: 'left' | 'right' = 'left',
): number {
  ctx.font = font(theme, size, 700);
  const dot = size * 0.42;
  const width = ctx.measureText(label).width + size * 1.4 + dot + 12;
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
function brandMark(
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

function footer(ctx: Ctx, theme: CardTheme, tx: ResultsText, width: number, height: number) {
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

function scoreRing(
  ctx: Ctx,
  theme: CardTheme,
  cx: number,
  cy: number,
  radius: number,
  score: { text: string; value: number | null; outOf: string },
  tone: RatingTone,
) {
  const fraction = score.value === null ? 0 : Math.max(0, Math.min(1, score.value / 10));
  ctx.lineWidth = radius * 0.2;
  ctx.lineCap = 'round';
  ctx.strokeStyle = theme.track;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.stroke();
  if (fraction > 0) {
    ctx.strokeStyle = theme.tone[tone].strong;
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
  ctx.fillText(score.text, cx, cy + radius * 0.22);
  ctx.fillStyle = theme.muted;
  ctx.font = font(theme, radius * 0.26, 600);
  ctx.fillText(score.outOf, cx, cy + radius * 0.56);
}

function panel(ctx: Ctx, theme: CardTheme, x: number, y: number, w: number, h: number) {
  ctx.save();
  ctx.shadowColor = theme.track;
  ctx.shadowBlur = 28;
  ctx.shadowOffsetY = 8;
  roundRect(ctx, x, y, w, h, 36, theme.surface);
  ctx.restore();
}

function drawSummary(ctx: Ctx, theme: CardTheme, tx: ResultsText, card: SummaryCard) {
  const { width, height } = card;
  background(ctx, theme, width, height);
  header(ctx, theme, tx, tx.t('share.optionSummary'), width);
  const nameBottom = text(ctx, theme, card.productName, {
    x: PAD,
    y: 210,
    size: 68,
    weight: 800,
    color: theme.text,
    maxWidth: width - PAD * 2,
    maxLines: 2,
    lineHeight: 80,
  });

  let below = nameBottom;
  if (card.verdict) {
    // The person's verdict comes before anything about the product, as on screen.
    const y = nameBottom + 18;
    const h = 76;
    roundRect(ctx, PAD, y, width - PAD * 2, h, 24, theme.tone[card.verdict.tone].soft);
    text(ctx, theme, card.verdict.text, {
      x: PAD + 28,
      y: y + 20,
      size: 32,
      weight: 800,
      color: theme.tone[card.verdict.tone].strong,
      maxWidth: width - PAD * 2 - 56,
    });
    below = y + h;
  }
  if (card.allergenNames.length > 0) {
    below = text(
      ctx,
      theme,
      `${tx.t('history.contains')} ${card.allergenNames.join(listSeparator(tx))}`,
      {
        x: PAD,
        y: below + 14,
        size: 30,
        weight: 700,
        color: theme.tone.danger.strong,
        maxWidth: width - PAD * 2,
      },
    );
  }
  if (card.traceNames.length > 0) {
    // Traces are a caution of their own, never listed as contained.
    below = text(
      ctx,
      theme,
      `${tx.t('history.mayContain')} ${card.traceNames.join(listSeparator(tx))}`,
      {
        x: PAD,
        y: below + 10,
        size: 30,
        weight: 700,
        color: theme.tone.warning.strong,
        maxWidth: width - PAD * 2,
      },
    );
  }

  const panelY = Math.max(below + 28, 330);
  const panelH = 290;
  panel(ctx, theme, PAD, panelY, width - PAD * 2, panelH);
  scoreRing(
    ctx,
    theme,
    mx(ctx, PAD + 180),
    panelY + panelH / 2,
    100,
    { text: card.score, value: card.scoreValue, outOf: tx.t('card.outOf', { max: 10 }) },
    card.tone,
  );
  const textX = PAD + 350;
  text(ctx, theme, tx.t('overall.caption'), {
    x: textX,
    y: panelY + 52,
    size: 30,
    weight: 600,
    color: theme.muted,
    maxWidth: 540,
  });
  text(ctx, theme, card.ratingLabel, {
    x: textX,
    y: panelY + 96,
    // "Not enough known to score" takes two lines where "Low Risk" takes one.
    size: card.ratingLabel.length > 16 ? 44 : 64,
    weight: 800,
    color: theme.tone[card.tone].strong,
    maxWidth: 560,
    maxLines: 2,
  });
  for (let i = 0; i < 5; i += 1) {
    ctx.beginPath();
    ctx.arc(mx(ctx, textX + 20 + i * 52), panelY + 216, 17, 0, Math.PI * 2);
    ctx.fillStyle = i < card.dots ? theme.tone[card.tone].strong : theme.track;
    ctx.fill();
  }

  // Stats sit just above the footer rule, however long the product name was.
  const statsH = 130;
  const statsY = Math.max(panelY + panelH + 24, height - PAD - 56 - 28 - statsH);
  const stats: [string, string][] = [
    [tx.number(card.ingredientCount), tx.plural('card.ingredients', card.ingredientCount)],
    [tx.number(card.allergenNames.length), tx.plural('card.allergens', card.allergenNames.length)],
    [tx.number(card.concerningCount), tx.t('card.toWatch')],
  ];
  const colW = (width - PAD * 2 - 48) / 3;
  stats.forEach(([value, label], i) => {
    const x = PAD + i * (colW + 24);
    const warn = i === 2 && card.concerningCount > 0;
    roundRect(
      ctx,
      mx(ctx, x, colW),
      statsY,
      colW,
      statsH,
      28,
      warn ? theme.tone.warning.soft : theme.primarySoft,
    );
    text(ctx, theme, value, {
      x: x + colW / 2,
      y: statsY + 14,
      size: 56,
      weight: 800,
      color: theme.text,
      maxWidth: colW - 20,
      align: 'center',
    });
    text(ctx, theme, label, {
      x: x + colW / 2,
      y: statsY + 82,
      size: 28,
      weight: 600,
      color: theme.textSoft,
      maxWidth: colW - 20,
      align: 'center',
    });
  });
  footer(ctx, theme, tx, width, height);
}

function drawIngredient(ctx: Ctx, theme: CardTheme, tx: ResultsText, card: IngredientShareCard) {
  const { width, height } = card;
  const maxWidth = width - PAD * 2;
  background(ctx, theme, width, height, card.tone);
  header(ctx, theme, tx, card.position ?? tx.t('card.spotlight'), width);
  let y = text(ctx, theme, card.productName, {
    x: PAD,
    y: 200,
    size: 30,
    weight: 600,
    color: theme.muted,
    maxWidth,
  });
  y = text(ctx, theme, card.name, {
    x: PAD,
    y: y + 16,
    size: 76,
    weight: 800,
    color: theme.text,
    maxWidth,
    maxLines: 2,
    lineHeight: 88,
  });
  pill(ctx, theme, card.ratingLabel, card.tone, PAD, y + 24, 36);
  y += 24 + 63 + 44;
  if (card.explanation) {
    y = text(ctx, theme, card.explanation, {
      x: PAD,
      y,
      size: 36,
      color: theme.textSoft,
      maxWidth,
      maxLines: card.concerns.length > 0 ? 5 : 8,
      lineHeight: 52,
    });
    y += 32;
  }
  const footerTop = height - PAD - 40;
  if (card.concerns.length > 0 && y < footerTop - 120) {
    text(ctx, theme, tx.t('ingredient.concerns'), {
      x: PAD,
      y,
      size: 30,
      weight: 800,
      color: theme.text,
      maxWidth,
    });
    y += 50;
    for (const concern of card.concerns) {
      if (y > footerTop - 60) break;
      ctx.beginPath();
      ctx.arc(mx(ctx, PAD + 10), y + 20, 8, 0, Math.PI * 2);
      ctx.fillStyle = theme.tone[card.tone].strong;
      ctx.fill();
      y =
        text(ctx, theme, concern, {
          x: PAD + 36,
          y,
          size: 32,
          color: theme.textSoft,
          maxWidth: maxWidth - 36,
          maxLines: 2,
          lineHeight: 44,
        }) + 12;
    }
  }
  footer(ctx, theme, tx, width, height);
}

function drawConcerning(ctx: Ctx, theme: CardTheme, tx: ResultsText, card: ConcerningCard) {
  const { width, height } = card;
  const maxWidth = width - PAD * 2;
  background(ctx, theme, width, height, 'warning');
  header(ctx, theme, tx, tx.t('card.watchTitle'), width);
  let y = text(ctx, theme, card.productName, {
    x: PAD,
    y: 200,
    size: 64,
    weight: 800,
    color: theme.text,
    maxWidth,
    maxLines: 2,
    lineHeight: 76,
  });
  const n = card.items.length;
  y = text(ctx, theme, tx.plural('card.rated', n, { n }), {
    x: PAD,
    y: y + 12,
    size: 32,
    weight: 600,
    color: theme.muted,
    maxWidth,
  });
  y += 36;
  const rowH = 88;
  const room = Math.floor((height - PAD - 120 - y) / (rowH + 14));
  const shown = card.items.length > room ? card.items.slice(0, room - 1) : card.items;
  for (const item of shown) {
    roundRect(ctx, PAD, y, maxWidth, rowH, 24, theme.surface);
    ctx.fillStyle = theme.tone[item.tone].strong;
    ctx.fillRect(mx(ctx, PAD, 8), y + 18, 8, rowH - 36);
    ctx.font = font(theme, 30, 700);
    const pillWidth = ctx.measureText(item.ratingLabel).width + 30 * 1.4 + 30 * 0.42 + 12;
    text(ctx, theme, item.name, {
      x: PAD + 36,
      y: y + 24,
      size: 38,
      weight: 700,
      color: theme.text,
      maxWidth: maxWidth - pillWidth - 80,
    });
    pill(
      ctx,
      theme,
      item.ratingLabel,
      item.tone,
      width - PAD - 22,
      y + (rowH - 52) / 2,
      30,
      'right',
    );
    y += rowH + 14;
  }
  if (shown.length < card.items.length) {
    text(ctx, theme, tx.t('card.more', { n: card.items.length - shown.length }), {
      x: PAD + 36,
      y: y + 8,
      size: 32,
      weight: 700,
      color: theme.muted,
      maxWidth,
    });
  }
  footer(ctx, theme, tx, width, height);
}

function drawAllergen(ctx: Ctx, theme: CardTheme, tx: ResultsText, card: AllergenShareCard) {
  const { width, height } = card;
  const maxWidth = width - PAD * 2;
  background(ctx, theme, width, height, 'danger');
  header(ctx, theme, tx, tx.t('card.allergenAlert'), width);
  let y = text(ctx, theme, card.productName, {
    x: PAD,
    y: 200,
    size: 30,
    weight: 600,
    color: theme.muted,
    maxWidth,
  });
  y = text(ctx, theme, card.name, {
    x: PAD,
    y: y + 16,
    size: 80,
    weight: 800,
    color: theme.text,
    maxWidth: maxWidth - 260,
    maxLines: 2,
    lineHeight: 90,
  });
  if (card.source) {
    y = text(ctx, theme, card.source, {
      x: PAD,
      y: y + 8,
      size: 30,
      color: theme.textSoft,
      maxWidth: maxWidth - 260,
      maxLines: 2,
      lineHeight: 40,
    });
  }
  scoreRing(
    ctx,
    theme,
    mx(ctx, width - PAD - 110),
    330,
    100,
    { text: card.score, value: card.scoreValue, outOf: tx.t('card.outOf', { max: 10 }) },
    card.tone,
  );
  y = Math.max(y + 28, 470);
  if (card.mayContain) {
    pill(ctx, theme, tx.t('allergen.mayContain'), 'warning', PAD, y, 34);
    y += 60 + 20;
  }
  pill(ctx, theme, tx.t('card.safetyRating', { label: card.ratingLabel }), card.tone, PAD, y, 34);
  y += 60 + 44;
  if (card.explanation) {
    y =
      text(ctx, theme, card.explanation, {
        x: PAD,
        y,
        size: 36,
        color: theme.textSoft,
        maxWidth,
        maxLines: 5,
        lineHeight: 52,
      }) + 28;
  }
  for (const warning of card.warnings) {
    if (y > height - PAD - 200) break;
    y =
      text(ctx, theme, `⚠ ${warning}`, {
        x: PAD,
        y,
        size: 32,
        weight: 600,
        color: theme.tone.danger.strong,
        maxWidth,
        maxLines: 2,
        lineHeight: 44,
      }) + 14;
  }
  footer(ctx, theme, tx, width, height);
}

function drawNutrition(ctx: Ctx, theme: CardTheme, tx: ResultsText, card: NutritionShareCard) {
  const { width, height } = card;
  const maxWidth = width - PAD * 2;
  background(ctx, theme, width, height, card.tone);
  header(ctx, theme, tx, tx.t('nutrition.title'), width);
  let y = text(ctx, theme, card.productName, {
    x: PAD,
    y: 210,
    size: 68,
    weight: 800,
    color: theme.text,
    maxWidth,
    maxLines: 2,
    lineHeight: 80,
  });
  pill(ctx, theme, card.recommendation, card.tone, PAD, y + 28, 40);
  y += 28 + 70 + 48;

  const rows = card.rows.slice(0, 8);
  if (rows.length > 0) {
    const rowH = 72;
    panel(ctx, theme, PAD, y, maxWidth, rows.length * rowH + 40);
    rows.forEach((row, i) => {
      const ry = y + 20 + i * rowH;
      if (i % 2 === 1) roundRect(ctx, PAD + 20, ry, maxWidth - 40, rowH, 16, theme.primarySoft);
      text(ctx, theme, row.label, {
        x: PAD + 48,
        y: ry + 18,
        size: 34,
        weight: 600,
        color: theme.textSoft,
        maxWidth: maxWidth / 2,
      });
      text(ctx, theme, row.value, {
        x: width - PAD - 48,
        y: ry + 18,
        size: 34,
        weight: 800,
        color: theme.text,
        maxWidth: maxWidth / 2 - 60,
        align: 'right',
      });
    });
    y += rows.length * rowH + 40 + 48;
  }
  if (card.analysis) {
    text(ctx, theme, tx.t('nutrition.health'), {
      x: PAD,
      y,
      size: 32,
      weight: 800,
      color: theme.text,
      maxWidth,
    });
    text(ctx, theme, card.analysis, {
      x: PAD,
      y: y + 50,
      size: 34,
      color: theme.textSoft,
      maxWidth,
      maxLines: Math.max(1, Math.floor((height - PAD - 140 - y - 50) / 48)),
      lineHeight: 48,
    });
  }
  footer(ctx, theme, tx, width, height);
}

/** "Choose instead": one panel per piece of advice, with a bar in its tone, as many as fit. */
function drawChooseInstead(ctx: Ctx, theme: CardTheme, tx: ResultsText, card: ChooseInsteadCard) {
  const { width, height } = card;
  const maxWidth = width - PAD * 2;
  background(ctx, theme, width, height, 'success');
  header(ctx, theme, tx, tx.t('choose.title'), width);
  let y = text(ctx, theme, card.productName, {
    x: PAD,
    y: 200,
    size: 56,
    weight: 800,
    color: theme.text,
    maxWidth,
    maxLines: 2,
    lineHeight: 68,
  });
  y = text(ctx, theme, tx.t('choose.intro'), {
    x: PAD,
    y: y + 12,
    size: 32,
    weight: 600,
    color: theme.muted,
    maxWidth,
  });
  y += 32;
  const footerTop = height - PAD - 60;
  const inner = maxWidth - 72;
  for (const item of card.items) {
    ctx.font = font(theme, 32, 600);
    const lines = wrapLines(item.text, inner, 3, (s) => ctx.measureText(s).width);
    const h = lines.length * 42 + 40;
    if (y + h > footerTop) break;
    roundRect(ctx, PAD, y, maxWidth, h, 24, theme.surface);
    ctx.fillStyle = theme.tone[item.tone].strong;
    ctx.fillRect(mx(ctx, PAD, 8), y + 16, 8, h - 32);
    text(ctx, theme, item.text, {
      x: PAD + 40,
      y: y + 20,
      size: 32,
      weight: 600,
      color: theme.text,
      maxWidth: inner,
      maxLines: 3,
      lineHeight: 42,
    });
    y += h + 16;
  }
  footer(ctx, theme, tx, width, height);
}

function drawPromo(ctx: Ctx, theme: CardTheme, tx: ResultsText, width: number, height: number) {
  const g = ctx.createLinearGradient(0, 0, width, height);
  g.addColorStop(0, theme.primary);
  g.addColorStop(1, theme.accent);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  // Soft rings for depth.
  ctx.strokeStyle = theme.primarySoft;
  ctx.globalAlpha = 0.12;
  ctx.lineWidth = 60;
  ctx.beginPath();
  ctx.arc(width - 40, 120, 260, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(60, height - 60, 200, 0, Math.PI * 2);
  ctx.stroke();
  ctx.globalAlpha = 1;

  brandMark(ctx, theme, mx(ctx, PAD, 120), PAD + 20, 120, true);
  text(ctx, theme, 'LabelLens', {
    x: PAD + 150,
    y: PAD + 52,
    size: 60,
    weight: 800,
    color: theme.inverse,
    maxWidth: 600,
  });
  let y = text(ctx, theme, tx.t('card.promoTitle'), {
    x: PAD,
    y: 300,
    size: 80,
    weight: 800,
    color: theme.inverse,
    maxWidth: width - PAD * 2,
    maxLines: 3,
    lineHeight: 92,
  });
  y = text(ctx, theme, tx.t('card.promoText'), {
    x: PAD,
    y: y + 24,
    size: 38,
    color: theme.inverse,
    maxWidth: width - PAD * 2,
    maxLines: 2,
    lineHeight: 52,
  });
  y += 40;
  for (const feature of [
    tx.t('card.promoPersonal'),
    tx.t('card.promoPlain'),
    tx.t('card.promoFree', { n: 3 }),
  ]) {
    ctx.beginPath();
    ctx.arc(mx(ctx, PAD + 22), y + 22, 22, 0, Math.PI * 2);
    ctx.fillStyle = theme.inverse;
    ctx.fill();
    ctx.strokeStyle = theme.primary;
    ctx.lineWidth = 6;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(mx(ctx, PAD + 12), y + 23);
    ctx.lineTo(mx(ctx, PAD + 20), y + 31);
    ctx.lineTo(mx(ctx, PAD + 33), y + 14);
    ctx.stroke();
    text(ctx, theme, feature, {
      x: PAD + 64,
      y: y + 2,
      size: 36,
      weight: 600,
      color: theme.inverse,
      maxWidth: width - PAD * 2 - 64,
    });
    y += 66;
  }
  const ctaY = height - PAD - 110;
  ctx.font = font(theme, 40, 800);
  const cta = tx.t('card.cta');
  const ctaW = ctx.measureText(cta).width + 96;
  roundRect(ctx, mx(ctx, PAD, ctaW), ctaY, ctaW, 100, 50, theme.inverse);
  text(ctx, theme, cta, {
    x: PAD + 48,
    y: ctaY + 28,
    size: 40,
    weight: 800,
    color: theme.primaryStrong,
    maxWidth: ctaW,
  });
}

/** Draws one card on a new canvas of the card's size. */
export function renderShareCard(
  card: ShareCardModel,
  theme: CardTheme,
  doc: Document = document,
): HTMLCanvasElement {
  const canvas = doc.createElement('canvas');
  canvas.width = card.width;
  canvas.height = card.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not supported');
  // The card's language: its fixed texts and digits, and right to left for Arabic and Farsi.
  const tx = resultsText(card.lang);
  canvas.lang = card.lang;
  canvas.dir = card.dir;
  ctx.direction = card.dir;
  switch (card.kind) {
    case 'summary':
      drawSummary(ctx, theme, tx, card);
      break;
    case 'ingredient':
      drawIngredient(ctx, theme, tx, card);
      break;
    case 'concerning':
      drawConcerning(ctx, theme, tx, card);
      break;
    case 'allergen':
      drawAllergen(ctx, theme, tx, card);
      break;
    case 'nutrition':
      drawNutrition(ctx, theme, tx, card);
      break;
    case 'choose-instead':
      drawChooseInstead(ctx, theme, tx, card);
      break;
    case 'promo':
      drawPromo(ctx, theme, tx, card.width, card.height);
      break;
  }
  return canvas;
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('The card could not be encoded as PNG'));
    }, 'image/png');
  });
}

/** Renders and encodes every card, one after another (keeps memory and the main thread calm). */
export async function renderShareCardPngs(cards: readonly ShareCardModel[]): Promise<Blob[]> {
  const theme = themeFromDocument();
  const blobs: Blob[] = [];
  for (const card of cards) blobs.push(await canvasToPng(renderShareCard(card, theme)));
  return blobs;
}
