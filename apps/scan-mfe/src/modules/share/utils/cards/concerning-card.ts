import type { ResultsText } from '../../../common/i18n/index';
import { PAD, pill, pillWidth, text, type Ctx } from '../card-canvas';
import { footer, heading, openCard, subtitle, tonedRow } from '../card-frame';
import type { CardTheme } from '../card-theme';
import type { ConcerningCard } from '../share-card-model';

/** The ingredients to watch, a row each with its rating, and "+N more" for those that do not fit. */
export function drawConcerning(ctx: Ctx, theme: CardTheme, tx: ResultsText, card: ConcerningCard) {
  const { width, height } = card;
  const maxWidth = openCard(ctx, theme, tx, card, tx.t('card.watchTitle'), 'warning');
  let y = heading(ctx, theme, card.productName, { y: 200, size: 64, lineHeight: 76, maxWidth });
  const n = card.items.length;
  y = subtitle(ctx, theme, tx.plural('card.rated', n, { n }), { y: y + 12, size: 32, maxWidth });
  y += 36;
  const rowH = 88;
  const room = Math.floor((height - PAD - 120 - y) / (rowH + 14));
  const shown = card.items.length > room ? card.items.slice(0, room - 1) : card.items;
  for (const item of shown) {
    tonedRow(ctx, theme, item.tone, { y, width: maxWidth, height: rowH, barInset: 18 });
    const labelWidth = pillWidth(ctx, theme, item.ratingLabel, 30);
    text(ctx, theme, item.name, {
      x: PAD + 36,
      y: y + 24,
      size: 38,
      weight: 700,
      color: theme.text,
      maxWidth: maxWidth - labelWidth - 80,
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
  footer(ctx, theme, tx, card);
}
