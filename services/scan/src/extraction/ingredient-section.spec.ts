import type { OcrLine, OcrPage } from '../ocr/ocr-engine';
import { findIngredientSection, guessProductName, splitTopLevel } from './ingredient-section';
import { headerWord, isStatementStart, isStopLine } from './label-lexicon';

/** A page of lines, one paragraph per blank line, type size 20 unless `# ` marks a title (40). */
function page(text: string): OcrPage {
  const lines: OcrLine[] = [];
  let block = 0;
  let y = 0;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') {
      block += 1;
      y += 30;
      continue;
    }
    const title = raw.startsWith('# ');
    const height = title ? 40 : 20;
    lines.push({
      text: title ? raw.slice(2) : raw,
      confidence: 90,
      box: { x: 10, y, w: 800, h: height },
      block,
      height,
    });
    y += height + 8;
  }
  return { width: 900, height: y, lines, engine: 'test', langs: 'eng' };
}

describe('ingredient list among the pack text', () => {
  it('splits at top-level commas only, keeping decimal commas and brackets', () => {
    expect(splitTopLevel('chocolate (sugar, cocoa) 20%, beurre 13,6% (lait), salt.')).toEqual([
      'chocolate (sugar, cocoa) 20%',
      'beurre 13,6% (lait)',
      'salt',
    ]);
    // OCR read a comma as a full stop before a lower-case word.
    expect(splitTopLevel('sugar. salt, pepper')).toEqual(['sugar', 'salt', 'pepper']);
  });

  it('recognises headers despite OCR errors, and statements and other sections', () => {
    expect(headerWord('lngredients', false)).toBe('ingredients');
    expect(headerWord('Sktadniki', false)).toBe('skladniki');
    expect(headerWord('ZUTATEN', true)).toBe('zutaten');
    expect(headerWord('gradients', true)).toBeNull();
    expect(isStatementStart('May contain traces of nuts')).toBe(true);
    expect(isStatementStart('Może zawierać mleko')).toBe(true);
    expect(isStatementStart('contains 2% or less of salt')).toBe(false);
    expect(isStopLine('Nährwerte je 100 g')).toBe(true);
    expect(isStopLine('sugar, salt')).toBe(false);
  });

  it('takes the list after its header up to the next section, with the statements set apart', () => {
    const p = page(`# Crunchy Bars
Net wt 200 g

Ingredients: oats, sugar, palm oil,
hazelnuts (12%), salt.
Contains: nuts. May contain milk.

Store in a dry place.
Nutrition per 100 g: Energy 1900 kJ`);
    const section = findIngredientSection(p)!;
    expect(section.items).toEqual(['oats', 'sugar', 'palm oil', 'hazelnuts (12%)', 'salt']);
    expect(section.statements).toEqual(['Contains: nuts', 'May contain milk']);
    expect(section.lang).toBe('en');
    expect(guessProductName(p, section)).toBe('Crunchy Bars');
  });

  it('finds a list without a header by what the knowledge base recognises', () => {
    const p = page(`Best before end: see lid

wheat flour, sugar, butter, eggs, salt

Made in France`);
    expect(findIngredientSection(p)?.items).toEqual([
      'wheat flour',
      'sugar',
      'butter',
      'eggs',
      'salt',
    ]);
    expect(findIngredientSection(page('Hello world, nothing, here'))).toBeNull();
  });

  it('settles the language of an ambiguous header from the words of the list', () => {
    const section = findIngredientSection(
      page('Ingredientes: harina de trigo, azúcar, aceite de girasol, sal, leche'),
    )!;
    expect(['es', 'pt']).toContain(section.lang);
    expect(section.langCandidates).toEqual(['es', 'pt']);
    expect(findIngredientSection(page('Ingrédients : farine de blé, sucre, sel'))!.lang).toBe('fr');
  });
});

describe('list boundaries on real packs (issue 19)', () => {
  const items = (text: string) => findIngredientSection(page(text))?.items;

  it('ends the list at a footnote whose marker stands before a lower-case word', () => {
    expect(items('Zutaten: Reis* 93%, Wasser *aus biologischer Landwirtschaft')).toEqual([
      'Reis* 93%',
      'Wasser',
    ]);
    // An ingredient's own marker follows its name and does not end the list.
    expect(items('Zutaten: Reis*, Wasser*, Salz')).toEqual(['Reis', 'Wasser', 'Salz']);
  });

  it('ends the list where another section of the pack begins mid-line', () => {
    expect(items('Zutaten: Birnensaft, Zucker Lagerung: kühl und trocken')).toEqual([
      'Birnensaft',
      'Zucker',
    ]);
  });

  it('joins a word hyphenated at the line end, and keeps a compound hyphen before a capital', () => {
    expect(items('Zutaten: Mandelprote-\ninpulver, Birnensaft-\nKonzentrat, Salz')).toEqual([
      'Mandelproteinpulver',
      'Birnensaft-Konzentrat',
      'Salz',
    ]);
  });

  it('reads a header whose first letters were lost at a curved edge, only at a line start', () => {
    expect(headerWord('taten', false, true)).toBe('zutaten');
    expect(headerWord('waten', false, true)).toBe('zutaten');
    expect(headerWord('taten', false, false)).toBeNull();
    expect(headerWord('taten', true, true)).toBeNull();
  });

  it('takes a two-language header (`Zutaten/Ingrédients`) as one header', () => {
    expect(items('Zutaten/Ingrédients ! Kamille, Melisse')).toEqual(['Kamille', 'Melisse']);
  });

  it('keeps a "Kann enthalten" statement as a statement, not an ingredient', () => {
    const section = findIngredientSection(
      page('Zutaten: Dinkelmehl, Hefe, Maltodextrin. Kann enthalten: Milch und Sesam.'),
    );
    expect(section?.items).toEqual(['Dinkelmehl', 'Hefe', 'Maltodextrin']);
    expect(section?.statements).toEqual(['Kann enthalten: Milch und Sesam']);
  });
});

describe('bullets and dropped words (generated corpus, issue 19)', () => {
  it('splits a bullet list, and leaves a marker stuck to a word alone', () => {
    expect(splitTopLevel('Oat flakes 40% • Sugar • Sunflower oil • Salt')).toEqual([
      'Oat flakes 40%',
      'Sugar',
      'Sunflower oil',
      'Salt',
    ]);
    expect(splitTopLevel('Oat flakes * Sugar * Salt')).toEqual(['Oat flakes', 'Sugar', 'Salt']);
    expect(splitTopLevel('Reis* 93%, Wasser*')).toEqual(['Reis* 93%', 'Wasser']);
  });

  it('keeps a trace statement whose first word was lost out of the list', () => {
    expect(isStatementStart('contenir des traces de fruits à coque')).toBe(true);
  });
});

describe('a list without a header', () => {
  it('is one ingredient and a trace statement when the statement names enough allergens', () => {
    const section = findIngredientSection(
      page(
        'Bio Erdnussmus fein\n\nErdnüsse geröstet. Kann Spuren von Milch, Mandel,\nSesam und Lupine enthalten.',
      ),
    );
    expect(section?.items[0]).toBe('Erdnüsse geröstet');
  });

  it('is not a paragraph of ordinary prose with commas', () => {
    expect(
      findIngredientSection(
        page(
          'Kühl, trocken und lichtgeschützt lagern, nach dem Öffnen rasch verbrauchen, gut schütteln.',
        ),
      ),
    ).toBeNull();
  });
});
