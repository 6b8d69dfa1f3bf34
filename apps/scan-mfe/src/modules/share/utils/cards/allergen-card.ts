import type { ResultsText } from '../../../common/i18n/index';
import { mx, PAD, pill, scoreRing, text, type Ctx } from '../card-canvas';
import { footer, heading, openCard, paragraph, subtitle } from '../card-frame';
import type { CardTheme } from '../card-theme';
import type { AllergenShareCard } from '../share-card-model';

/** One allergen: where it comes from, its score and rating, and the person's warnings. */
export function drawAllergen(ctx: Ctx, theme: CardTheme, tx: ResultsText, card: AllergenShareCard) {
  const { width, height } = card;
  const maxWidth = openCard(ctx, theme, tx, card, tx.t('card.allergenAlert'), 'danger');
  let y = subtitle(ctx, theme, card.productName, { y: 200, size: 30, maxWidth });
  // The score ring stands to the right of the name and its source.
  const besideRing = maxWidth - 260;
  y = heading(ctx, theme, card.name, { y: y + 16, size: 80, lineHeight: 90, maxWidth: besideRing });
  if (card.source) {
    y = text(ctx, theme, card.source, {
      x: PAD,
      y: y + 8,
      size: 30,
      color: theme.textSoft,
      maxWidth: besideRing,
      maxLines: 2,
      lineHeight: 40,
    });
  }
  scoreRing(ctx, theme, tx, { cx: mx(ctx, width - PAD - 110), cy: 330, radius: 100 }, card);
  y = Math.max(y + 28, 470);
  if (card.mayContain) {
    pill(ctx, theme, tx.t('allergen.mayContain'), 'warning', PAD, y, 34);
    y += 60 + 20;
  }
  pill(ctx, theme, tx.t('card.safetyRating', { label: card.ratingLabel }), card.tone, PAD, y, 34);
  y += 60 + 44;
  if (card.explanation) {
    y = paragraph(ctx, theme, card.explanation, { y, maxWidth, maxLines: 5 }) + 28;
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
  footer(ctx, theme, tx, card);
}
