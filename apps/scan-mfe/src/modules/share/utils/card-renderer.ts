import { resultsText } from '../../common/i18n/index';
import { themeFromDocument, type CardTheme } from './card-theme';
import { drawAllergen } from './cards/allergen-card';
import { drawChooseInstead } from './cards/choose-instead-card';
import { drawConcerning } from './cards/concerning-card';
import { drawIngredient } from './cards/ingredient-card';
import { drawNutrition } from './cards/nutrition-card';
import { drawPromo } from './cards/promo-card';
import { drawSummary } from './cards/summary-card';
import type { ShareCardModel } from './share-card-model';

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
      drawPromo(ctx, theme, tx, card);
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
