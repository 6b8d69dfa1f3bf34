import type { OcrLine, OcrPage } from '../ocr/ocr-engine';
import { looksLikeList, splitTopLevel } from './ingredient-list-text';
import { findIngredientSection } from './ingredient-section';
import { headerWord, isStatementStart, isStopLine } from './label-lexicon';
import { guessProductName } from './product-name';

/** A page of lines, one paragraph per blank line, type size 20 unless `# ` marks a title (40). */
function page(text: string): OcrPage {
  const lines: OcrLine[] = [];
  let block = 0;
  // A margin round the text, as on a photo: a line at the edge is cut.
  let y = 10;
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
  return { width: 900, height: y + 10, lines, engine: 'test', langs: 'eng' };
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

  it('splits at bullets tesseract read as marks (`¢`, `*«`, `—»—`), whatever the commas', () => {
    expect(
      splitTopLevel('¢ Oat flakes 40% *« Sugar —»— Sunflower oil, Dried apple 6%, Honey, Salt'),
    ).toEqual(['Oat flakes 40%', 'Sugar', 'Sunflower oil', 'Dried apple 6%', 'Honey', 'Salt']);
    // A French quote or a dash standing alone is not a bullet.
    expect(splitTopLevel('sucre « bio » — 10%, sel')).toEqual(['sucre « bio » — 10%', 'sel']);
  });

  it('recognises headers despite OCR errors, and statements and other sections', () => {
    expect(headerWord('lngredients', false)).toBe('ingredients');
    expect(headerWord('Sktadniki', false)).toBe('skladniki');
    expect(headerWord('ZUTATEN', true)).toBe('zutaten');
    expect(headerWord('gradients', true)).toBeNull();
    expect(isStatementStart('May contain traces of nuts')).toBe(true);
    expect(isStatementStart('Może zawierać mleko')).toBe(true);
    // Read without the Polish model: the last letter comes out wrong.
    expect(isStatementStart('Moze zawieraé mleko i jaja')).toBe(true);
    // `Può` read without the Italian model (a rendered crackers pack's trace line was lost).
    expect(isStatementStart('Puod contenere tracce di sesamo.')).toBe(true);
    expect(isStatementStart('Pud contenere tracce di sesamo.')).toBe(true);
    expect(isStatementStart('Pulire e contenere')).toBe(false);
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
    // The marker read as a closing quote (`*organic` → `”organic`) still starts the footnote.
    expect(items('Ingredients: Aqua, Glycerin, Parfum ”organic, Made in Holland')).toEqual([
      'Aqua',
      'Glycerin',
      'Parfum',
    ]);
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

  it('takes a paragraph of bullet-led lines for a list, also with the bullets read as ¢', () => {
    // The header of such a list may be misread on the first, small reading, and it has no commas.
    expect(looksLikeList(['Zxq:', '¢ Mehl', '¢ Honig', '• Salz'])).toBe(true);
    expect(looksLikeList(['Mehl, Honig, Salz'])).toBe(true);
    expect(looksLikeList(['Trocken lagern.', '- 250 g'])).toBe(false);
    expect(splitTopLevel('Mehl ¢ Honig ¢ Salz')).toEqual(['Mehl', 'Honig', 'Salz']);
  });

  it('finds a bullet list whose header was misread, from its first bullet', () => {
    const texts = [
      'Xq3',
      '¢ Haferflocken',
      '¢ Zucker',
      '• Säureregulator: Citronensäure',
      '¢ Salz',
      'Kann Spuren von Nüssen enthalten.',
    ];
    const lines: OcrLine[] = texts.map((text, i) => ({
      text,
      confidence: 90,
      words: [],
      block: 2,
      height: 30,
      box: { x: 10, y: 10 + 45 * i, w: 400, h: 30 },
    }));
    const section = findIngredientSection({
      width: 600,
      height: 400,
      lines,
      engine: 't',
      langs: 'deu',
    });
    expect(section?.items).toEqual([
      'Haferflocken',
      'Zucker',
      'Säureregulator: Citronensäure',
      'Salz',
    ]);
    expect(section?.statements).toEqual(['Kann Spuren von Nüssen enthalten']);
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

describe('headers and list ends by evidence (issue 19)', () => {
  const items = (text: string) => findIngredientSection(page(text))?.items;

  it('takes a header with a batch code printed before its colon', () => {
    expect(items('INGREDIENTS 12-3.07: Aqua, Glycerin, Parfum')).toEqual([
      'Aqua',
      'Glycerin',
      'Parfum',
    ]);
  });

  it('goes on past a comma misread as a full stop when the next sentence still lists ingredients', () => {
    expect(items('Ingredients: sugar, cocoa butter. Salt, vanilla, milk powder.')).toEqual([
      'sugar',
      'cocoa butter',
      'Salt',
      'vanilla',
      'milk powder',
    ]);
  });

  it('still ends at a sentence that is prose, another language or another section', () => {
    expect(items('Zutaten: Zucker, Salz. Nach dem Öffnen kühl lagern.')).toEqual([
      'Zucker',
      'Salz',
    ]);
    expect(items('Zutaten: Weizenmehl, Zucker, Salz. Farine de blé, sucre, sel.')).toEqual([
      'Weizenmehl',
      'Zucker',
      'Salz',
    ]);
    expect(items('Ingredients: sugar, salt. Ingrédients: sucre, sel.')).toEqual(['sugar', 'salt']);
  });
});

describe('OCR slips at the list edges (issue 19)', () => {
  const items = (text: string) => findIngredientSection(page(text))?.items;

  it('takes a line-start header whose colon was read as a full stop', () => {
    expect(items('Zutaten. Zucker, Kakaobutter, Milchpulver')).toEqual([
      'Zucker',
      'Kakaobutter',
      'Milchpulver',
    ]);
  });

  it('ends the list at its full stop even after a bracket OCR opened and never closed', () => {
    expect(
      items(
        'Zutaten: Tomaten 72%, Tomatenmark (xx yy, Zwiebeln, Salz. Nach dem Öffnen gekühlt lagern und innerhalb von 5 Tagen verbrauchen, gut schütteln, nicht einfrieren, vor Licht schützen.',
      ),
    ).toEqual(['Tomaten 72%', 'Tomatenmark (xx yy', 'Zwiebeln', 'Salz']);
  });
});

describe('statements after a footnote (issue 19)', () => {
  it('finds the trace statement after the footnote that ends the list, or glued to a misread word', () => {
    const a = findIngredientSection(
      page(
        'Zutaten: Haselnüsse* geröstet *aus kontrolliertem Anbau Kann Spuren von Soja enthalten.',
      ),
    );
    expect(a?.items).toEqual(['Haselnüsse* geröstet']);
    expect(a?.statements).toEqual(['Kann Spuren von Soja enthalten']);
    const b = findIngredientSection(
      page('Zutaten: Reis* 90%, Salz *aus Bioanbau XqSpuren von Sellerie.'),
    );
    expect(b?.statements).toEqual(['Spuren von Sellerie']);
  });

  it('finds the statement when OCR lost the first letter of `Spuren`', () => {
    const section = findIngredientSection(
      page(
        'Zutaten: Erdnüsse* geröstet *aus biologischer Landwirtschaft\ntam puren von Milch, Sesam und Lupine enthalten.',
      ),
    );
    expect(section?.items).toEqual(['Erdnüsse* geröstet']);
    expect(section?.statements).toEqual(['puren von Milch, Sesam und Lupine enthalten']);
  });

  it('finds a French or Italian statement whose first word OCR misread', () => {
    expect(
      findIngredientSection(
        page('Ingrédients: arachides grillées. pat contenir des traces de lait, sésame.'),
      )?.statements,
    ).toEqual(['contenir des traces de lait, sésame']);
    expect(
      findIngredientSection(page('Ingredienti: arachidi tostate. Pvd: contenere tracce di latte.'))
        ?.statements,
    ).toEqual(['contenere tracce di latte']);
  });

  it('ends the list at a footnote whose first letter OCR read as a backslash (`*\\n` for `*in`)', () => {
    const section = findIngredientSection(
      page(
        'Zutaten: Hartweizengriess*, Roggenmehl* 5%, Dinkelmehl* 2%,\n*\\n IP-SUISSE Qualität\nKann Eier enthalten.',
      ),
    );
    expect(section?.items).toEqual(['Hartweizengriess', 'Roggenmehl* 5%', 'Dinkelmehl* 2%']);
    expect(section?.statements).toEqual(['Kann Eier enthalten']);
    // The same slip in a word broken at a line end.
    expect(
      findIngredientSection(page('Zutaten: Reismehl 53%, Mandelprote-\n\\npulver, Salz.'))?.items,
    ).toEqual(['Reismehl 53%', 'Mandelproteinpulver', 'Salz']);
  });
});

describe('a statement in its own paragraph below the list (issue 19)', () => {
  it('is found below a bullet list whose header was not read', () => {
    const section = findIngredientSection(
      page(
        '• Weizenmehl\n• Zucker\n• Butter (Milch) 12%\n• Eier\n• Salz\n\nKann Spuren von Schalenfrüchten enthalten.\n\nTrocken lagern.',
      ),
    );
    expect(section?.items).toEqual(['Weizenmehl', 'Zucker', 'Butter (Milch) 12%', 'Eier', 'Salz']);
    expect(section?.statements).toEqual(['Kann Spuren von Schalenfrüchten enthalten']);
  });

  it('is found below the list’s own column, after the other column’s lines, with its wrapped line', () => {
    const line = (text: string, block: number, x: number, y: number): OcrLine => ({
      text,
      confidence: 90,
      box: { x, y, w: 560, h: 22 },
      block,
      height: 22,
    });
    const lines = [
      line('Ingredienti: farina di grano tenero,', 0, 40, 100),
      line('zucchero, uova, latte scremato in', 0, 40, 136),
      line('polvere, sale, aromi.', 0, 40, 172),
      line('Valori nutrizionali per 100 g:', 1, 700, 90),
      line('Energia 1950 kJ / 465 kcal', 1, 700, 126),
      line('Conservare in luogo fresco e asciutto.', 1, 700, 162),
      line('Può contenere tracce di frutta a', 2, 40, 214),
      line('guscio.', 2, 40, 250),
    ];
    const section = findIngredientSection({
      width: 1300,
      height: 300,
      lines,
      engine: 'test',
      langs: 'ita',
    });
    expect(section?.items).toEqual([
      'farina di grano tenero',
      'zucchero',
      'uova',
      'latte scremato in polvere',
      'sale',
      'aromi',
    ]);
    expect(section?.statements).toEqual(['Può contenere tracce di frutta a guscio']);
    // Not a statement far below, or in another column.
    const far = lines.map((l, i) => (i >= 6 ? { ...l, box: { ...l.box, y: l.box.y + 200 } } : l));
    expect(
      findIngredientSection({ width: 1300, height: 500, lines: far, engine: 'test', langs: 'ita' })
        ?.statements,
    ).toEqual([]);
    const aside = lines.map((l, i) => (i >= 6 ? { ...l, box: { ...l.box, x: 700 } } : l));
    expect(
      findIngredientSection({
        width: 1300,
        height: 300,
        lines: aside,
        engine: 'test',
        langs: 'ita',
      })?.statements,
    ).toEqual([]);
  });
});

describe('a stray dot in a bullet list (issue 19)', () => {
  it('does not split the item, and goes after a whole word: the bullets separate', () => {
    expect(
      findIngredientSection(
        page(
          'Ingredients:\n• Oat flakes 40%\n• Sugar\n• Sunflower. oil\n• nat. flavouring\n• Salt',
        ),
      )?.items,
    ).toEqual(['Oat flakes 40%', 'Sugar', 'Sunflower oil', 'nat. flavouring', 'Salt']);
  });
});

describe('bullets read as a lone letter or mark (issue 19)', () => {
  it('parts the items at every bullet of a bullet list, however it was read', () => {
    const section = findIngredientSection(
      page(
        'Zutaten:\n¢ Dinkelmehl\n« Rohrzucker\ne Haselnüsse 15%\n¢ Vollmilchpulver\ne Säuerungsmittel: Citronensäure\n° Meersalz\nKann Spuren von Sesam enthalten.',
      ),
    );
    expect(section?.items).toEqual([
      'Dinkelmehl',
      'Rohrzucker',
      'Haselnüsse 15%',
      'Vollmilchpulver',
      'Säuerungsmittel: Citronensäure',
      'Meersalz',
    ]);
    expect(section?.statements).toEqual(['Kann Spuren von Sesam enthalten']);
  });

  it('leaves a lone letter at a line start alone outside a bullet list (`e pepe`)', () => {
    const section = findIngredientSection(
      page('Ingredienti: pomodoro, olio extravergine, sale\ne pepe nero, basilico, aglio.'),
    );
    expect(section?.items).toEqual([
      'pomodoro',
      'olio extravergine',
      'sale e pepe nero',
      'basilico',
      'aglio',
    ]);
  });
});

describe('the list’s end on misread print (issue 19)', () => {
  it('is its full stop when one letter (a speck) follows it', () => {
    expect(
      findIngredientSection(
        page(
          'Składniki: Filet z kurczaka 85%, woda, sól,\nprzeciwutleniacz (askorbinian sodu). k\n\nNajlepiej spożyć przed: data na opakowaniu.',
        ),
      )?.items,
    ).toEqual(['Filet z kurczaka 85%', 'woda', 'sól', 'przeciwutleniacz (askorbinian sodu)']);
  });

  it('is its full stop after a bracket whose `)` was misread, another bracket closed after it', () => {
    const section = findIngredientSection(
      page(
        'Ingredientes: Leche entera 80%, azúcar, estabilizante (pectina;,\nconservador (sorbato potásico). Contiene: leche.',
      ),
    );
    expect(section?.items).toEqual([
      'Leche entera 80%',
      'azúcar',
      'estabilizante (pectina',
      'conservador (sorbato potásico)',
    ]);
    expect(section?.statements).toEqual(['Contiene: leche']);
    // Brackets closed inside brackets still hold their commas.
    expect(splitTopLevel('emulgente (lecitina (soja), E471), sal')).toEqual([
      'emulgente (lecitina (soja), E471)',
      'sal',
    ]);
  });

  it('is before a Polish best-before line whose last letters were misread, a speck before it', () => {
    expect(isStopLine('Najlepie) spozyé przed: data na opakowanit')).toBe(true);
    expect(isStopLine('k Najlepiej spozy¢ przed: data na opakowaniu')).toBe(true);
    expect(isStopLine('k truskawki 12%, cukier')).toBe(false);
  });

  it('takes a Polish statement whose `Może zawierać` was misread for the statement it is', () => {
    expect(isStatementStart('Mote Zawierad mleko i jaja.')).toBe(true);
    expect(isStatementStart('Mleko, zawiera cukier')).toBe(false);
  });
});

describe('marks after the list’s full stop (issue 19)', () => {
  it('are not an item', () => {
    expect(
      findIngredientSection(
        page(
          'INGREDIENTS: Tomatoes, sugar, salt, spice and herb\nextracts (contain celery), spice. :',
        ),
      )?.items,
    ).toEqual(['Tomatoes', 'sugar', 'salt', 'spice and herb extracts (contain celery)', 'spice']);
  });
});

describe('a heat-treatment note after the list (issue 19)', () => {
  const items = (text: string) => findIngredientSection(page(text))?.items;

  it('is not an ingredient, on its own line or mid-line, when OCR read the full stop as a comma', () => {
    expect(
      items(
        'Zutaten: Tomatensaft*, Meersalz (0.5%), Gewürzkräuter*,\nPasteurisiert. *aus biologischem Anbau',
      ),
    ).toEqual(['Tomatensaft', 'Meersalz (0.5%)', 'Gewürzkräuter']);
    expect(items('Ingrédients: jus de tomate, sel marin, Pasteurisé.')).toEqual([
      'jus de tomate',
      'sel marin',
    ]);
    // Inside an item it stays: `Milch pasteurisiert`.
    expect(items('Zutaten: Milch pasteurisiert, Lab, Salz.')).toEqual([
      'Milch pasteurisiert',
      'Lab',
      'Salz',
    ]);
  });
});

describe('the next language on a multilingual pack (issue 19)', () => {
  const items = (text: string) => findIngredientSection(page(text))?.items;

  it('leaves the next language’s product name, printed before its header, out of the list', () => {
    expect(
      items(
        'Linsen\nZutaten: Linsen, Wasser,\nMeersalz\nLentilles\nIngrédients: lentilles, eau, sel',
      ),
    ).toEqual(['Linsen', 'Wasser', 'Meersalz']);
    // A last item on its own line after a comma stays.
    expect(items('Zutaten: Linsen, Wasser,\nMeersalz\nIngrédients: lentilles, eau, sel')).toEqual([
      'Linsen',
      'Wasser',
      'Meersalz',
    ]);
  });
});

describe('a statement below a footnote line (issue 19)', () => {
  it('passes over the footnote between the list and its statement', () => {
    const section = findIngredientSection(
      page(
        'Zutaten: Dinkelmehl* 60%, Wasser, Salz.\n*aus kontrolliertem Anbau\nKann Sesam enthalten.',
      ),
    );
    expect(section?.items).toEqual(['Dinkelmehl* 60%', 'Wasser', 'Salz']);
    expect(section?.statements).toEqual(['Kann Sesam enthalten']);
    // The marker read as a straight quote, and the statement's words run together.
    const misread = findIngredientSection(
      page(
        'Zutaten: Dinkelmehl* 60%, Wasser, Salz.\n"aus kontrolliertem Anbau\n| Kann Eierenthalten.',
      ),
    );
    expect(misread?.statements).toEqual(['| Kann Eierenthalten']);
    // No full stop after the list: the footnote and the statement ran on in one sentence.
    const runOn = findIngredientSection(
      page('Zutaten: Dinkelmehl* 60%, Salz 2%\n"aus kontrolliertem Anbau\nKann Eier enthalten.'),
    );
    expect(runOn?.items).toEqual(['Dinkelmehl* 60%', 'Salz 2%']);
    expect(runOn?.statements).toEqual(['Kann Eier enthalten']);
  });
});

describe('the first complete list when its header was misread (issue 19)', () => {
  it('keeps the German list printed first over a French list whose header was read', () => {
    const section = findIngredientSection(
      page(
        [
          'Kichererbsen',
          'ten: Kichererbsen, Wasser, Kochsalz.',
          'Pois chiches',
          'Ingrédients: pois chiches, eau, sel de cuisine.',
        ].join('\n'),
      ),
    );
    expect(section?.items).toEqual(['Kichererbsen', 'Wasser', 'Kochsalz']);
  });

  it('keeps the headed list when the earlier labelled text recognises fewer ingredients', () => {
    const section = findIngredientSection(
      page(
        [
          'Tipp: mit Wasser, Zucker und Zimt servieren.',
          'Zutaten: Hafer, Gerste, Roggen, Salz.',
        ].join('\n'),
      ),
    );
    expect(section?.items).toEqual(['Hafer', 'Gerste', 'Roggen', 'Salz']);
  });

  it('keeps the German list in a paragraph above the Italian one whose header was read', () => {
    // A can turned by 90°: the detector set the Italian list apart, and the curve cost the
    // German and French headers their first letters (`totem:`, `wgésients:`).
    const section = findIngredientSection(
      page(
        [
          'Kichererbsen',
          'totem: Kichererbsen, Wasser, Kochsalz.',
          'pois chiches',
          'wgésients: pois chiches, eau, sel de cuisine.',
          '',
          'Ceci',
          'Ingredienti: ceci, acqua, sale da cucina.',
        ].join('\n'),
      ),
    );
    expect(section?.items).toEqual(['Kichererbsen', 'Wasser', 'Kochsalz']);
  });

  it('does not take labelled text from another paragraph (a recipe above the list)', () => {
    const section = findIngredientSection(
      page(
        [
          'Zubereitung: Mehl, Zucker, Butter, Eier und Salz mischen.',
          '',
          'Zutaten: Reismehl, Maisstärke, Salz.',
        ].join('\n'),
      ),
    );
    expect(section?.items).toEqual(['Reismehl', 'Maisstärke', 'Salz']);
  });
});

describe('the product name', () => {
  /** A page whose lines carry words with the engine's confidence (`word@40`; 90 when not given). */
  function withWords(text: string): OcrPage {
    const p = page(text.replace(/@\d+/g, ''));
    const raw = text.split('\n').filter((l) => l.trim() !== '');
    p.lines.forEach((line, i) => {
      line.words = raw[i]
        .replace(/^# /, '')
        .split(/\s+/)
        .map((w) => {
          const [word, confidence = '90'] = w.split('@');
          return { text: word, confidence: Number(confidence), box: line.box };
        });
    });
    return p;
  }
  const list = '\n500 g\n\nZutaten: Hafer, Gerste, Salz.\nKühl und trocken lagern.';
  const nameOf = (text: string) => {
    const p = withWords(text);
    return guessProductName(p, findIngredientSection(p));
  };

  it('is the largest type above the list', () => {
    expect(nameOf(`# Haferflocken${list}`)).toBe('Haferflocken');
  });

  it('is none when a word of it was read with little confidence (a logo, a bent title)', () => {
    expect(nameOf(`# AunarurA@3${list}`)).toBeNull();
    expect(nameOf(`# panne@39 bis:${list}`)).toBeNull();
  });

  it('is never a badge, an address or a fragment of a word', () => {
    expect(nameOf(`# NEU!\n# Haferflocken${list}`)).toBe('Haferflocken');
    expect(nameOf(`# Nouveau${list}`)).toBeNull();
    // `Family pack` misread.
    expect(nameOf(`# Family pad${list}`)).toBeNull();
    // A name that begins so is still a name.
    expect(nameOf(`# Family Pasta${list}`)).toBe('Family Pasta');
    expect(nameOf(`# www.example.com${list}`)).toBeNull();
    expect(nameOf(`# rom${list}`)).toBeNull();
  });

  it('is never a line cut by the photo’s edge (`Akti` of a badge `Aktion`)', () => {
    const p = withWords(`# Akti\n# Tomato Ketchup${list}`);
    p.lines[0].box = { ...p.lines[0].box, x: 700, w: 200 };
    expect(guessProductName(p, findIngredientSection(p))).toBe('Tomato Ketchup');
    // Within the photo it may be a name.
    p.lines[0].box = { ...p.lines[0].box, x: 500, w: 200 };
    expect(guessProductName(p, findIngredientSection(p))).toBe('Akti Tomato Ketchup');
  });
});
