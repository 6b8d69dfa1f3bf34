/**
 * Ground truth for the rendered label images: what is printed on each pack, in six languages.
 * The ingredient list is what extraction must find among the other text (name, weight, storage,
 * address, nutrition line, barcode digits).
 */
export type LabelLanguage = 'en' | 'fr' | 'de' | 'es' | 'it' | 'pl';

export interface LabelText {
  id: string;
  lang: LabelLanguage;
  productName: string;
  header: string;
  /** Top-level ingredients exactly as printed. */
  ingredients: string[];
  /** Allergen statements printed after the list ("Contains: …", "May contain …"). */
  statements: string[];
  clutterAbove: string[];
  clutterBelow: string[];
}

const CLUTTER: Record<LabelLanguage, { above: string[]; below: string[] }> = {
  en: {
    above: ['Net wt 200 g', 'Baked in Yorkshire since 1921'],
    below: [
      'Best before: see top of pack.',
      'Store in a cool, dry place. Once opened, keep in an airtight container.',
      'Nutrition per 100 g: Energy 1958 kJ / 467 kcal, Fat 21 g',
      'Example Foods Ltd, 12 Mill Road, Leeds LS1 4AB, UK',
      '5 012345 678900',
    ],
  },
  fr: {
    above: ['Poids net : 300 g', 'Recette traditionnelle'],
    below: [
      'À consommer de préférence avant le : voir sur le dessus.',
      "À conserver dans un endroit frais et sec, à l'abri de la lumière.",
      'Valeurs nutritionnelles pour 100 g : Énergie 2100 kJ / 502 kcal',
      'Exemple SAS, 4 rue des Moulins, 69002 Lyon, France',
      '3 017620 422003',
    ],
  },
  de: {
    above: ['Nettogewicht: 250 g', 'Nach Originalrezept'],
    below: [
      'Mindestens haltbar bis: siehe Rückseite.',
      'Trocken und nicht über 20 °C lagern.',
      'Nährwerte je 100 g: Brennwert 1650 kJ / 394 kcal',
      'Beispiel GmbH, Mühlenweg 3, 80331 München',
      '4 000417 025005',
    ],
  },
  es: {
    above: ['Peso neto: 400 g', 'Receta tradicional'],
    below: [
      'Consumir preferentemente antes del: ver lateral.',
      'Conservar en lugar fresco y seco.',
      'Información nutricional por 100 g: Valor energético 1850 kJ / 441 kcal',
      'Ejemplo S.A., Calle Mayor 10, 28013 Madrid',
      '8 410000 810004',
    ],
  },
  it: {
    above: ['Peso netto: 500 g', 'Prodotto in Italia'],
    below: [
      'Da consumarsi preferibilmente entro: vedi lato confezione.',
      'Conservare in luogo fresco e asciutto.',
      'Valori nutrizionali per 100 g: Energia 1500 kJ / 358 kcal',
      'Esempio S.p.A., Via Roma 1, 20121 Milano',
      '8 001234 567895',
    ],
  },
  pl: {
    above: ['Masa netto: 180 g', 'Produkt polski'],
    below: [
      'Najlepiej spożyć przed: data na opakowaniu.',
      'Przechowywać w suchym i chłodnym miejscu.',
      'Wartość odżywcza w 100 g: Wartość energetyczna 1900 kJ / 453 kcal',
      'Przykład Sp. z o.o., ul. Długa 5, 00-238 Warszawa',
      '5 900000 123457',
    ],
  },
};

function label(
  id: string,
  lang: LabelLanguage,
  productName: string,
  header: string,
  ingredients: string[],
  statements: string[],
): LabelText {
  return {
    id,
    lang,
    productName,
    header,
    ingredients,
    statements,
    clutterAbove: CLUTTER[lang].above,
    clutterBelow: CLUTTER[lang].below,
  };
}

export const LABELS: LabelText[] = [
  label(
    'en-digestives',
    'en',
    'Milk Chocolate Digestives',
    'Ingredients:',
    [
      'Wheat flour (with calcium, iron, niacin, thiamin)',
      'milk chocolate (30%) (sugar, cocoa butter, cocoa mass, dried whole milk, emulsifier (soya lecithin))',
      'vegetable oil (palm)',
      'sugar',
      'wholemeal wheat flour',
      'glucose-fructose syrup',
      'raising agents (sodium bicarbonate, malic acid)',
      'salt',
    ],
    ['Contains: wheat, milk, soya.', 'May contain nuts.'],
  ),
  label(
    'en-ketchup',
    'en',
    'Tomato Ketchup',
    'INGREDIENTS:',
    [
      'Tomatoes (148 g per 100 g ketchup)',
      'spirit vinegar',
      'sugar',
      'salt',
      'spice and herb extracts (contain celery)',
      'spice',
    ],
    [],
  ),
  label(
    'en-yoghurt',
    'en',
    'Strawberry Yoghurt',
    'Ingredients:',
    [
      'Yoghurt (milk)',
      'strawberries (10%)',
      'sugar',
      'modified maize starch',
      'concentrated lemon juice',
      'natural flavouring',
      'colour (E120)',
    ],
    ['Allergy advice: for allergens, see ingredients in bold.'],
  ),
  label(
    'fr-biscuits',
    'fr',
    'Biscuits au beurre',
    'Ingrédients :',
    [
      'Farine de blé 62%',
      'sucre',
      'beurre pâtissier 13,6% (lait)',
      'œufs frais',
      'sirop de glucose-fructose',
      "poudre à lever (carbonates d'ammonium et de sodium)",
      'sel',
      'arôme naturel',
    ],
    ['Peut contenir des traces de fruits à coque.'],
  ),
  label(
    'fr-tartiner',
    'fr',
    'Pâte à tartiner noisettes',
    'Ingrédients :',
    [
      'Sucre',
      'huile de palme',
      'noisettes 13%',
      'cacao maigre 7,4%',
      'lait écrémé en poudre 6,6%',
      'lactosérum en poudre (lait)',
      'émulsifiants : lécithines (soja)',
      'vanilline',
    ],
    [],
  ),
  label(
    'fr-soupe',
    'fr',
    'Soupe de légumes',
    'Ingrédients :',
    [
      'Eau',
      'carottes 18%',
      'pommes de terre 12%',
      'poireaux 8%',
      'oignons',
      'céleri',
      'crème fraîche (lait)',
      'sel',
      'amidon de maïs',
      'huile de tournesol',
      'poivre',
    ],
    [],
  ),
  label(
    'de-brot',
    'de',
    'Roggenvollkornbrot',
    'Zutaten:',
    [
      'Roggenvollkornschrot 55%',
      'Wasser',
      'Weizenvollkornmehl',
      'Sonnenblumenkerne 5%',
      'Leinsamen',
      'Jodsalz',
      'Hefe',
      'Gerstenmalzextrakt',
    ],
    ['Kann Spuren von Sesam enthalten.'],
  ),
  label(
    'de-schokolade',
    'de',
    'Alpenmilch Schokolade',
    'Zutaten:',
    [
      'Zucker',
      'Kakaobutter',
      'Vollmilchpulver 18%',
      'Kakaomasse',
      'Süßmolkenpulver (Milch)',
      'Butterreinfett',
      'Emulgator: Lecithine (Soja)',
      'Haselnussmasse',
      'Aroma',
    ],
    [],
  ),
  label(
    'de-chips',
    'de',
    'Kartoffelchips Paprika',
    'Zutaten:',
    [
      'Kartoffeln',
      'Sonnenblumenöl (34%)',
      'Paprikagewürzzubereitung (Zucker, Salz, Paprikapulver, Zwiebelpulver, Knoblauchpulver, Hefeextrakt)',
      'Säuerungsmittel: Citronensäure',
    ],
    ['Kann Spuren von Milch enthalten.'],
  ),
  label(
    'es-galletas',
    'es',
    'Galletas María',
    'Ingredientes:',
    [
      'Harina de trigo 70%',
      'azúcar',
      'aceite de girasol',
      'jarabe de glucosa',
      'gasificantes (bicarbonato amónico y sódico)',
      'sal',
      'emulgente (lecitina de soja)',
      'aroma',
    ],
    ['Puede contener trazas de leche y huevo.'],
  ),
  label(
    'es-mayonesa',
    'es',
    'Mayonesa',
    'Ingredientes:',
    [
      'Aceite de girasol 78%',
      'agua',
      'yema de huevo 6%',
      'vinagre',
      'sal',
      'azúcar',
      'zumo de limón concentrado',
      'espesante (goma xantana)',
      'conservador (sorbato potásico)',
    ],
    ['Contiene: huevo.'],
  ),
  label(
    'es-chorizo',
    'es',
    'Chorizo extra',
    'Ingredientes:',
    [
      'Carne de cerdo',
      'pimentón',
      'sal',
      'ajo',
      'dextrosa',
      'lactosa (leche)',
      'proteína de soja',
      'antioxidante (E-301)',
      'conservadores (E-252, E-250)',
    ],
    [],
  ),
  label(
    'it-pasta',
    'it',
    "Pasta all'uovo",
    'Ingredienti:',
    ['Semola di grano duro', 'uova 20%', 'acqua'],
    ['Può contenere tracce di soia e senape.'],
  ),
  label(
    'it-pesto',
    'it',
    'Pesto alla genovese',
    'Ingredienti:',
    [
      'Basilico 35%',
      'olio di semi di girasole',
      'Grana Padano DOP (latte, sale, caglio, conservante: lisozima da uovo)',
      'anacardi',
      'pinoli',
      'sale',
      'aglio',
      'acidificante: acido lattico',
    ],
    [],
  ),
  label(
    'it-crackers',
    'it',
    'Crackers salati',
    'Ingredienti:',
    [
      'Farina di frumento',
      'olio extra vergine di oliva 8%',
      'sale',
      "estratto di malto d'orzo",
      'lievito',
      'agenti lievitanti: carbonato acido di sodio',
    ],
    ['Può contenere tracce di sesamo.'],
  ),
  label(
    'pl-herbatniki',
    'pl',
    'Herbatniki maślane',
    'Składniki:',
    [
      'Mąka pszenna 68%',
      'cukier',
      'tłuszcz palmowy',
      'syrop glukozowo-fruktozowy',
      'substancje spulchniające (węglany amonu, węglany sodu)',
      'sól',
      'emulgator (lecytyna sojowa)',
      'aromat',
    ],
    ['Może zawierać mleko i jaja.'],
  ),
  label(
    'pl-jogurt',
    'pl',
    'Jogurt truskawkowy',
    'Składniki:',
    [
      'Mleko',
      'truskawki 12%',
      'cukier',
      'śmietanka',
      'skrobia modyfikowana',
      'żywe kultury bakterii jogurtowych',
      'barwnik: karmin',
    ],
    [],
  ),
  label(
    'pl-kielbasa',
    'pl',
    'Kiełbasa śląska',
    'Składniki:',
    [
      'Mięso wieprzowe 90%',
      'sól',
      'glukoza',
      'przyprawy (w tym gorczyca)',
      'białko sojowe',
      'przeciwutleniacz (askorbinian sodu)',
      'substancja konserwująca (azotyn sodu)',
    ],
    [],
  ),
];

/** The list as one line, the way extraction reports it joined (`a, b (c, d), e`). */
export function ingredientLine(text: LabelText): string {
  return text.ingredients.join(', ');
}
