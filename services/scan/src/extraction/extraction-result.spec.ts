import type { OcrPage } from '../ocr/ocr-engine';
import { resultOf } from './extraction-result';
import type { IngredientSection } from './ingredient-section';

/** One line of a list, each word with the confidence given. */
function page(words: [string, number][]): OcrPage {
  const text = words.map(([w]) => w).join(' ');
  return {
    width: 800,
    height: 100,
    engine: 'test',
    langs: 'deu',
    lines: [
      {
        text,
        confidence: 80,
        box: { x: 10, y: 10, w: 700, h: 20 },
        block: 0,
        height: 20,
        words: words.map(([w, confidence]) => ({ text: w, confidence })),
      },
    ],
  };
}

const section = (items: string[], statements: string[] = []): IngredientSection => ({
  header: 'Zutaten',
  lang: 'de',
  langCandidates: [],
  items,
  statements,
  lines: [0],
});

describe('resultOf', () => {
  it('keeps a low-confidence word highlighted under the spelling its repair gave it', () => {
    const result = resultOf(
      page([
        ['Zutaten:', 90],
        ['Buchweizenmenl*', 41],
        ['9%,', 88],
        ['Salz.', 92],
        ['Kann', 90],
        ['Eler', 30],
        ['enthalten.', 90],
      ]),
      section(['Buchweizenmenl* 9%', 'Salz'], ['Kann Eler enthalten']),
      null,
    );
    expect(result.ingredients).toEqual(['Buchweizenmehl* 9%', 'Salz']);
    expect(result.containsStatements).toEqual(['Kann Eier enthalten']);
    expect(result.uncertainWords.sort()).toEqual(['Buchweizenmehl', 'Eier']);
  });

  it('highlights only words read with low confidence, repaired or not', () => {
    const result = resultOf(
      page([
        ['Zutaten:', 90],
        ['WEIZENtasern,', 95],
        ['Hefe,', 40],
        ['Zucker', 90],
      ]),
      section(['WEIZENtasern', 'Hefe', 'Zucker']),
      null,
    );
    expect(result.ingredients).toEqual(['WEIZENfasern', 'Hefe', 'Zucker']);
    expect(result.uncertainWords).toEqual(['Hefe']);
  });
});
