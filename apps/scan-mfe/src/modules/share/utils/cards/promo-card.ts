import type { ResultsText } from '../../../common/i18n/index';
import { brandMark, font, mx, PAD, roundRect, text, type Ctx } from '../card-canvas';
import type { CardTheme } from '../card-theme';
import type { PromoCard } from '../share-card-model';

/** The closing card of a full analysis: LabelLens, what it does and a call to action. */
export function drawPromo(ctx: Ctx, theme: CardTheme, tx: ResultsText, card: PromoCard) {
  const { width, height } = card;
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
