import type { ResultsText } from '../../../common/i18n/index';
import { PAD, panel, pill, roundRect, text, type Ctx } from '../card-canvas';
import { footer, heading, openCard } from '../card-frame';
import type { CardTheme } from '../card-theme';
import type { NutritionShareCard } from '../share-card-model';

/** The taller nutrition card: the recommendation, a table of up to 8 facts and the analysis. */
export function drawNutrition(
  ctx: Ctx,
  theme: CardTheme,
  tx: ResultsText,
  card: NutritionShareCard,
) {
  const { width, height } = card;
  const maxWidth = openCard(ctx, theme, tx, card, tx.t('nutrition.title'), card.tone);
  let y = heading(ctx, theme, card.productName, { y: 210, size: 68, lineHeight: 80, maxWidth });
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
  footer(ctx, theme, tx, card);
}
