/** Percentages and amounts printed with an ingredient or about the whole list. */
import { FRUIT_VEG_CONTENT } from './lexicon';

const PERCENT_RE =
  /(?:(min\.?|minimum|max\.?|maximum|<|≤|less\s+than|moins\s+de|weniger\s+als)\s*)?(\d+(?:[.,]\d+)?)\s*%/iu;

/** `(1,2 g/l)`, `(30 g)`: amounts, not ingredients. */
export const QUANTITY =
  /^\s*[<>≤≥~]?\s*\d+(?:[.,]\d+)?\s*(?:mg|g|kg|µg|mcg|ml|cl|dl|l|iu|ui)(?:\s*\/\s*(?:\d+\s*)?(?:mg|g|kg|ml|cl|l|kcal|portion|serving))?\s*$/iu;

/** Cheap test before the long fruit / vegetable content pattern. */
const FV_HINT = /content|teneur|gehalt|anteil|contenuto|contenido|gehalte|teor|zawarto/i;

function parseNumber(s: string): number {
  return Number(s.replace(',', '.'));
}

/** Moves the first percentage printed in `text` onto `item`; returns the text without it. */
export function takePercent(text: string, item: { percent?: number; percentMax?: number }): string {
  if (!text.includes('%')) return text;
  const m = PERCENT_RE.exec(text);
  if (!m) return text;
  const value = parseNumber(m[2]);
  if (Number.isFinite(value) && value <= 100) {
    if (m[1] && /^(?:max|maximum|<|≤|less|moins|weniger)/iu.test(m[1])) item.percentMax = value;
    else item.percent = value;
  }
  return (text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length)).replace(/\s{2,}/g, ' ');
}

/** Takes out `teneur en légumes : 89 %` and similar declarations (a Nutri-Score input). */
export function takeFruitVegetableContent(body: string): { body: string; percent?: number } {
  const fv = FV_HINT.test(body) ? FRUIT_VEG_CONTENT.exec(body) : null;
  if (!fv) return { body };
  return {
    body: body.slice(0, fv.index) + body.slice(fv.index + fv[0].length),
    percent: parseNumber(fv[1]),
  };
}
