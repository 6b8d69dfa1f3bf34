// eslint-disable-next-line @nx/enforce-module-boundaries
import { LABELS, type LabelText } from '@labellens/scan-service/test/support/label-corpus';

/**
 * What is printed on each generated pack, with its ground truth. The 18 single-language labels of
 * the scan service's test corpus are reused as they are; the packs below add the layouts real
 * packs use that the corpus lacks: the same list in two or three languages one after another, a
 * bullet list (one ingredient per line, no commas) and a list set in the left column beside other
 * pack text. Extraction must return the first list (no display language is given to it; the issue
 * asks for "the first complete list" then).
 */
export type Layout = 'label' | 'multilingual' | 'bullets' | 'two-column';

export interface ListSection {
  lang: string;
  header: string;
  /** Top-level ingredients exactly as printed. */
  ingredients: string[];
  statements: string[];
}

export interface GeneratedContent {
  id: string;
  layout: Layout;
  productName: string;
  /** The list extraction must return first; others follow it on multilingual packs. */
  sections: ListSection[];
  /** Pack text around the list (weight, storage, address…), or beside it in two-column packs. */
  clutterAbove: string[];
  clutterBelow: string[];
  /** The renderer's input for `label` layouts. */
  label?: LabelText;
}

export const truthOf = (c: GeneratedContent): ListSection => c.sections[0];

function fromLabel(label: LabelText): GeneratedContent {
  return {
    id: label.id,
    layout: 'label',
    productName: label.productName,
    sections: [
      {
        lang: label.lang,
        header: label.header,
        ingredients: label.ingredients,
        statements: label.statements,
      },
    ],
    clutterAbove: label.clutterAbove,
    clutterBelow: label.clutterBelow,
    label,
  };
}

const PACKS: GeneratedContent[] = [
  {
    id: 'multi-de-fr-it-chocolate',
    layout: 'multilingual',
    productName: 'Milchschokolade · Chocolat au lait · Cioccolato al latte',
    sections: [
      {
        lang: 'de',
        header: 'Zutaten:',
        ingredients: [
          'Zucker',
          'Kakaobutter',
          'Vollmilchpulver 20%',
          'Kakaomasse',
          'Emulgator: Sojalecithin (E322)',
          'Aroma',
        ],
        statements: ['Kann Spuren von Haselnüssen enthalten.'],
      },
      {
        lang: 'fr',
        header: 'Ingrédients :',
        ingredients: [
          'sucre',
          'beurre de cacao',
          'lait entier en poudre 20%',
          'pâte de cacao',
          'émulsifiant : lécithine de soja (E322)',
          'arôme',
        ],
        statements: ['Peut contenir des traces de noisettes.'],
      },
      {
        lang: 'it',
        header: 'Ingredienti:',
        ingredients: [
          'zucchero',
          'burro di cacao',
          'latte intero in polvere 20%',
          'pasta di cacao',
          'emulsionante: lecitina di soia (E322)',
          'aroma',
        ],
        statements: ['Può contenere tracce di nocciole.'],
      },
    ],
    clutterAbove: ['100 g'],
    clutterBelow: ['Hergestellt in der Schweiz · Fabriqué en Suisse', '7 610000 123452'],
  },
  {
    id: 'multi-en-fr-crackers',
    layout: 'multilingual',
    productName: 'Butter Crackers / Crackers au beurre',
    sections: [
      {
        lang: 'en',
        header: 'Ingredients:',
        ingredients: [
          'Wheat flour',
          'butter (milk) 14%',
          'sugar',
          'glucose syrup',
          'raising agents (E500, E503)',
          'salt',
          'emulsifier (E471)',
        ],
        statements: ['May contain sesame.'],
      },
      {
        lang: 'fr',
        header: 'Ingrédients :',
        ingredients: [
          'Farine de blé',
          'beurre (lait) 14%',
          'sucre',
          'sirop de glucose',
          'poudres à lever (E500, E503)',
          'sel',
          'émulsifiant (E471)',
        ],
        statements: ['Peut contenir du sésame.'],
      },
    ],
    clutterAbove: ['Net wt / Poids net 250 g'],
    clutterBelow: ['Store in a dry place. / À conserver au sec.', '5 012345 000018'],
  },
  {
    id: 'multi-it-es-sauce',
    layout: 'multilingual',
    productName: 'Salsa di pomodoro / Salsa de tomate',
    sections: [
      {
        lang: 'it',
        header: 'Ingredienti:',
        ingredients: [
          'Pomodori 70%',
          'acqua',
          'zucchero',
          'sale',
          'acidificante: acido citrico (E330)',
          'addensante: gomma di guar (E412)',
          'sedano',
        ],
        statements: [],
      },
      {
        lang: 'es',
        header: 'Ingredientes:',
        ingredients: [
          'Tomates 70%',
          'agua',
          'azúcar',
          'sal',
          'acidulante: ácido cítrico (E330)',
          'espesante: goma guar (E412)',
          'apio',
        ],
        statements: [],
      },
    ],
    clutterAbove: ['Peso netto / Peso neto 350 g'],
    clutterBelow: ['Conservare in frigo dopo l’apertura.', '8 001234 000027'],
  },
  {
    id: 'bullets-en-muesli',
    layout: 'bullets',
    productName: 'Apple Crunch Muesli',
    sections: [
      {
        lang: 'en',
        header: 'Ingredients:',
        ingredients: [
          'Oat flakes 40%',
          'Sugar',
          'Sunflower oil',
          'Dried apple pieces 6%',
          'Honey',
          'Salt',
          'Antioxidant (E306)',
          'Acidity regulator (E330)',
        ],
        statements: ['May contain milk and nuts.'],
      },
    ],
    clutterAbove: ['Net wt 500 g'],
    clutterBelow: ['Best before: see top of pack.', 'Example Foods Ltd, Leeds LS1 4AB, UK'],
  },
  {
    id: 'bullets-de-kekse',
    layout: 'bullets',
    productName: 'Butterkekse',
    sections: [
      {
        lang: 'de',
        header: 'Zutaten:',
        ingredients: [
          'Weizenmehl',
          'Zucker',
          'Butter (Milch) 12%',
          'Eier',
          'Backtriebmittel: Natriumcarbonate (E500)',
          'Salz',
        ],
        statements: ['Kann Spuren von Schalenfrüchten enthalten.'],
      },
    ],
    clutterAbove: ['Nettogewicht: 200 g'],
    clutterBelow: ['Trocken lagern.', 'Beispiel GmbH, Mühlenweg 3, 80331 München'],
  },
  {
    id: 'columns-it-biscotti',
    layout: 'two-column',
    productName: 'Biscotti frollini',
    sections: [
      {
        lang: 'it',
        header: 'Ingredienti:',
        ingredients: [
          'farina di grano tenero',
          'zucchero',
          'olio di girasole',
          'uova',
          'latte scremato in polvere',
          'agenti lievitanti: difosfato disodico (E450), carbonato acido di sodio (E500)',
          'sale',
          'aromi',
        ],
        statements: ['Può contenere tracce di frutta a guscio.'],
      },
    ],
    clutterAbove: ['Peso netto: 350 g'],
    clutterBelow: [
      'Valori nutrizionali per 100 g:',
      'Energia 1950 kJ / 465 kcal',
      'Grassi 18 g',
      'Carboidrati 68 g',
      'Proteine 7 g',
      'Conservare in luogo fresco e asciutto.',
    ],
  },
  {
    id: 'columns-pl-ciastka',
    layout: 'two-column',
    productName: 'Ciastka kakaowe',
    sections: [
      {
        lang: 'pl',
        header: 'Składniki:',
        ingredients: [
          'mąka pszenna',
          'cukier',
          'olej rzepakowy',
          'kakao o obniżonej zawartości tłuszczu 4%',
          'serwatka w proszku (z mleka)',
          'sól',
          'substancja spulchniająca: węglany sodu (E500)',
          'emulgator: lecytyny (E322)',
        ],
        statements: ['Może zawierać orzechy laskowe.'],
      },
    ],
    clutterAbove: ['Masa netto: 160 g'],
    clutterBelow: [
      'Wartość odżywcza w 100 g:',
      'Wartość energetyczna 2010 kJ / 480 kcal',
      'Tłuszcz 21 g',
      'Węglowodany 64 g',
      'Przechowywać w suchym miejscu.',
    ],
  },
];

/** Every pack of the generated corpus: the 18 corpus labels, then the layouts above. */
export const CONTENTS: GeneratedContent[] = [...LABELS.map(fromLabel), ...PACKS];
