import type { ResultsText } from '../../../common/i18n/index';
import { font, PAD, text, type Ctx } from '../card-canvas';
import { footer, heading, openCard, subtitle, tonedRow } from '../card-frame';
import type { CardTheme } from '../card-theme';
import type { ChooseInsteadCard } from '../share-card-model';
import { wrapLines } from '../text-layout';

/** "Choose instead": one panel per piece of advice, with a bar in its tone, as many as fit. */
export function drawChooseInstead(
  ctx: Ctx,
  theme: CardTheme,
  tx: ResultsText,
  card: ChooseInsteadCard,
) {
  const { height } = card;
  const maxWidth = openCard(ctx, theme, tx, card, tx.t('choose.title'), 'success');
  let y = heading(ctx, theme, card.productName, { y: 200, size: 56, lineHeight: 68, maxWidth });
  y = subtitle(ctx, theme, tx.t('choose.intro'), { y: y + 12, size: 32, maxWidth });
  y += 32;
  const footerTop = height - PAD - 60;
  const inner = maxWidth - 72;
  for (const item of card.items) {
    ctx.font = font(theme, 32, 600);
    const lines = wrapLines(item.text, inner, 3, (s) => ctx.measureText(s).width);
    const h = lines.length * 42 + 40;
    if (y + h > footerTop) break;
    tonedRow(ctx, theme, item.tone, { y, width: maxWidth, height: h, barInset: 16 });
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
  footer(ctx, theme, tx, card);
}
