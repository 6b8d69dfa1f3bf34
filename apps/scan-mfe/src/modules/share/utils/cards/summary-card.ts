import type { ResultsText } from '../../../common/i18n/index';
import { mx, PAD, panel, roundRect, scoreRing, text, type Ctx } from '../card-canvas';
import { footer, heading, openCard } from '../card-frame';
import type { CardTheme } from '../card-theme';
import type { SummaryCard } from '../share-card-model';
import { listSeparator } from '../share-format';

/** The overall rating: verdict, allergens, the score in a ring and the counts above the footer. */
export function drawSummary(ctx: Ctx, theme: CardTheme, tx: ResultsText, card: SummaryCard) {
  const { height } = card;
  const maxWidth = openCard(ctx, theme, tx, card, tx.t('share.optionSummary'));
  const nameBottom = heading(ctx, theme, card.productName, {
    y: 210,
    size: 68,
    lineHeight: 80,
    maxWidth,
  });

  let below = nameBottom;
  if (card.verdict) {
    // The person's verdict comes before anything about the product, as on screen.
    const y = nameBottom + 18;
    const h = 76;
    roundRect(ctx, PAD, y, maxWidth, h, 24, theme.tone[card.verdict.tone].soft);
    text(ctx, theme, card.verdict.text, {
      x: PAD + 28,
      y: y + 20,
      size: 32,
      weight: 800,
      color: theme.tone[card.verdict.tone].strong,
      maxWidth: maxWidth - 56,
    });
    below = y + h;
  }
  const allergenLine = (label: string, names: string[], y: number, color: string) =>
    text(ctx, theme, `${label} ${names.join(listSeparator(tx))}`, {
      x: PAD,
      y,
      size: 30,
      weight: 700,
      color,
      maxWidth,
    });
  if (card.allergenNames.length > 0) {
    const label = tx.t('history.contains');
    below = allergenLine(label, card.allergenNames, below + 14, theme.tone.danger.strong);
  }
  if (card.traceNames.length > 0) {
    // Traces are a caution of their own, never listed as contained.
    const label = tx.t('history.mayContain');
    below = allergenLine(label, card.traceNames, below + 10, theme.tone.warning.strong);
  }

  const panelY = Math.max(below + 28, 330);
  const panelH = 290;
  panel(ctx, theme, PAD, panelY, maxWidth, panelH);
  scoreRing(ctx, theme, tx, { cx: mx(ctx, PAD + 180), cy: panelY + panelH / 2, radius: 100 }, card);
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
  const colW = (maxWidth - 48) / 3;
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
    // The figure over its label, both centred in the stat's box.
    const centred = (content: string, y: number, size: number, weight: number, color: string) => {
      text(ctx, theme, content, {
        x: x + colW / 2,
        y,
        size,
        weight,
        color,
        maxWidth: colW - 20,
        align: 'center',
      });
    };
    centred(value, statsY + 14, 56, 800, theme.text);
    centred(label, statsY + 82, 28, 600, theme.textSoft);
  });
  footer(ctx, theme, tx, card);
}
