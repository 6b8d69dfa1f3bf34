import type { ResultsText } from '../../../common/i18n/index';
import { mx, PAD, pill, text, type Ctx } from '../card-canvas';
import { footer, heading, openCard, paragraph, subtitle } from '../card-frame';
import type { CardTheme } from '../card-theme';
import type { IngredientShareCard } from '../share-card-model';

/** One ingredient: its rating, explanation and as many of its concerns as fit. */
export function drawIngredient(
  ctx: Ctx,
  theme: CardTheme,
  tx: ResultsText,
  card: IngredientShareCard,
) {
  const { height } = card;
  const caption = card.position ?? tx.t('card.spotlight');
  const maxWidth = openCard(ctx, theme, tx, card, caption, card.tone);
  let y = subtitle(ctx, theme, card.productName, { y: 200, size: 30, maxWidth });
  y = heading(ctx, theme, card.name, { y: y + 16, size: 76, lineHeight: 88, maxWidth });
  pill(ctx, theme, card.ratingLabel, card.tone, PAD, y + 24, 36);
  y += 24 + 63 + 44;
  if (card.explanation) {
    const maxLines = card.concerns.length > 0 ? 5 : 8;
    y = paragraph(ctx, theme, card.explanation, { y, maxWidth, maxLines });
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
  footer(ctx, theme, tx, card);
}
