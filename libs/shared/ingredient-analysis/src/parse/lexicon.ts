/**
 * Label vocabulary per language: list headers, allergen statements, conjunctions and the small
 * words that qualify an ingredient. Regular expressions work on the original text (case-insensitive,
 * Unicode), so accents are written out.
 */

export const LABEL_LANGUAGES = [
  'en',
  'fr',
  'de',
  'es',
  'it',
  'nl',
  'pt',
  'pl',
  'fi',
  'sv',
  'da',
] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];

/** Ingredient-list headers (`INGREDIENTS:`, `Zutaten:`), matched at a word start, before `:`/`-`. */
export const HEADERS: Record<string, string[]> = {
  en: ['ingredients', 'ingredient list', 'list of ingredients', 'ingredient'],
  fr: ['ingrédients', 'ingredients', 'liste des ingrédients', 'composition'],
  de: ['zutaten', 'zutatenliste', 'zutatenverzeichnis'],
  es: ['ingredientes', 'lista de ingredientes'],
  it: ['ingredienti', 'elenco ingredienti'],
  nl: ['ingrediënten', 'ingredienten', 'ingrediëntenlijst'],
  pt: ['ingredientes', 'lista de ingredientes'],
  pl: ['składniki', 'skład'],
  fi: ['ainesosat', 'ainekset', 'valmistusaineet'],
  sv: ['ingredienser', 'innehåll'],
  da: ['ingredienser'],
  // Display languages: recognised as headers even though their lists are not fully parsed.
  zh: ['配料', '配料表', '成分'],
  ja: ['原材料名', '原材料'],
  ko: ['원재료명', '원재료', '성분'],
  ru: ['состав', 'ингредиенты'],
  tr: ['içindekiler', 'bileşenler'],
  ar: ['المكونات', 'مكونات'],
  fa: ['ترکیبات', 'مواد تشکیل دهنده'],
  hi: ['सामग्री', 'अवयव'],
};

/** Declared-allergen statements: the list of allergens follows the match. */
export const CONTAINS_PATTERNS: Record<string, RegExp[]> = {
  en: [
    /\b(?:allergy advice\s*:?\s*)?contains\s*:/iu,
    /\ballergens?\s*:/iu,
    /\bcontains\s+(?![\d<]|less|more|\w+\s+or\s+less)/iu,
  ],
  fr: [/\bcontient\s*:/iu, /\ballergènes?\s*:/iu],
  de: [/\benthält\s*:/iu, /\ballergene?\s*:/iu, /\ballergenhinweis\s*:/iu],
  es: [/\bcontiene\s*:/iu, /\balérgenos?\s*:/iu],
  it: [/\bcontiene\s*:/iu, /\ballergeni\s*:/iu],
  nl: [/\bbevat\s*:/iu, /\ballergenen\s*:/iu],
  pt: [/\bcontém\s*:/iu, /\balerg[ée]nios?\s*:/iu, /\balérgenos?\s*:/iu],
  pl: [/\bzawiera\s*:/iu, /\balergeny\s*:/iu],
  fi: [/\bsisältää\s*:/iu, /\ballergeenit\s*:/iu],
  sv: [/\binnehåller\s*:/iu, /\ballergener\s*:/iu],
  da: [/\bindeholder\s*:/iu, /\ballergener\s*:/iu],
};

/** `contains milk` without a colon counts only at the start of a sentence. */
export const SENTENCE_START_ONLY = new Set([
  String.raw`\bcontains\s+(?![\d<]|less|more|\w+\s+or\s+less)`,
]);

/**
 * First words of every statement pattern: one scan of the text finds the candidate positions,
 * and the patterns then run anchored there (much cheaper than scanning with each of them).
 */
export const STATEMENT_STARTS =
  /(?<![\p{L}])(?:may|made|produced|manufactured|packed|prepared|traces?|not|allergy|allergens?|contains|peut|fabriqué|contient|allergènes?|kann|enthält|spuren|von|yon|allergene?|allergenhinweis|puede|contiene|trazas?|elaborado|alérgenos?|può|puo|tracce|prodotto|allergeni|kan|bevat|sporen|allergenen|pode|contém|vestígios|traços|alergénios?|może|moze|mo\p{L}e(?=\s+zawiera)|śladowe|sladowe|zawiera|alergeny|voi|saattaa|sisältää|jossa|allergeenit|spår|innehåller|allergener|spor|indeholder)(?![\p{L}])/giu;

/**
 * Precautionary ("may contain") statements. Group 1, when present, is the allergen list; for
 * verb-final languages (de, nl) the pattern captures up to the closing verb.
 */
export const TRACE_PATTERNS: Record<string, RegExp[]> = {
  en: [
    /\bmay\s+(?:also\s+)?contain\s*(?:traces\s+of|small\s+amounts\s+of|:)?\s*/iu,
    /\b(?:made|produced|manufactured|packed|prepared)\s+(?:in|on)\s+(?:a\s+)?(?:factory|facility|plant|site|premises|equipment|line)s?\s+(?:that|which|where)\s+(?:also\s+)?(?:handles?|uses?|process(?:es)?|produces?|contains?|packs?)\s*/iu,
    /\btraces?\s+of\s*:?\s*/iu,
    /\bnot\s+suitable\s+for\s+(?:people|persons|those)\s+with\s+(?:an?\s+)?allerg(?:y|ies)\s+to\s*/iu,
  ],
  fr: [
    /\bpeut\s+contenir\s*(?:des\s+)?(?:traces\s+(?:éventuelles\s+)?(?:de|d['’]|du|des)\s*)?:?\s*/iu,
    // `Traces possibles : céleri` as well as `Traces possibles de céleri`.
    /\btraces?\s+(?:éventuelles|possibles|potentielles)\s*(?:(?:de|d['’]|du|des)\s*|:\s*)/iu,
    // `Traces de lait` on its own: in a list, `traces de` only ever starts a statement.
    /\btraces?\s+(?:de|d['’]|du|des)\s*/iu,
    /\bfabriqué\s+dans\s+un\s+(?:atelier|site|usine)\s+(?:qui\s+(?:utilise|manipule|transforme)|utilisant|manipulant|transformant)\s+(?:également\s+|aussi\s+)?(?:des\s+|du\s+|de\s+la\s+)?/iu,
  ],
  de: [
    // `Kann enthalten: Milch und Sesam` (the Swiss form; OCR often reads the colon as `;`).
    /\bkann\s+(?:auch\s+)?enthalten\s*[:;]\s*/iu,
    /\bkann\s+(?:auch\s+)?spuren\s+(?:[vy]on\s+)?(.+?)\s+enthalten\b/iu,
    /\bkann\s+(.+?)\s+enthalten\b/iu,
    /\bkann\s+spuren\s+enthalten\s*(?:von|:)\s*/iu,
    // The verb-final form with its first words lost (`… von Milch, Sesam und Lupine enthalten`,
    // `von` often read as `yon` on photos): only a precautionary statement ends this way. The
    // list may not reach back over another `von`, `kann` or `Spuren`.
    /\b[vy]on\s+((?:(?!\b(?:[vy]on|kann|spuren)\b)[^.\n])+?)\s+enthalten\b/iu,
    /\benthält\s+möglicherweise\s*(?:spuren\s+von\s*)?/iu,
    /\bspuren\s+[vy]on\s*:?\s*/iu,
  ],
  es: [
    /\bpuede\s+contener\s*(?:trazas\s+de\s*)?:?\s*/iu,
    /\b(?:contiene\s+)?trazas?\s+de\s*:?\s*/iu,
    /\belaborado\s+en\s+(?:una\s+)?(?:fábrica|planta|instalaciones)\s+que\s+(?:también\s+)?(?:utiliza|procesa|manipula)\s*/iu,
  ],
  it: [
    /\bpuò\s+contenere\s*(?:tracce\s+di\s*)?:?\s*/iu,
    /\bpuo['’]?\s+contenere\s*(?:tracce\s+di\s*)?:?\s*/iu,
    /\b(?:contiene\s+)?tracce\s+di\s*:?\s*/iu,
    /\bprodotto\s+in\s+uno\s+stabilimento\s+(?:che\s+utilizza|dove\s+si\s+utilizza(?:no)?)\s*(?:anche\s*)?/iu,
  ],
  nl: [
    /\bkan\s+(?:ook\s+)?sporen\s+(?:van\s+)?(.+?)\s+bevatten\b/iu,
    /\bkan\s+(.+?)\s+bevatten\b/iu,
    /\bbevat\s+mogelijk\s*(?:sporen\s+van\s*)?/iu,
    /\bsporen\s+van\s*:?\s*/iu,
  ],
  pt: [
    /\bpode\s+conter\s*(?:vestígios|traços)?\s*(?:de\s*)?:?\s*/iu,
    /\b(?:contém\s+)?(?:vestígios|traços)\s+de\s*:?\s*/iu,
  ],
  pl: [
    // Also as read without Polish letters (`Moze zawierac`, `zawierac¢`: OCR without the Polish
    // model), as the Italian `puo` above, or with theirs misread (`Mote zawierad`).
    /\bmo\p{L}e\s+zawiera\p{L}?[^\s\p{L}]?\s*(?:[śs]ladowe\s+ilo[śs]ci|[śs]ladowych\s+ilo[śs]ci)?\s*:?\s*/iu,
    /\b[śs]ladowe\s+ilo[śs]ci\s*:?\s*/iu,
  ],
  fi: [
    /\bvoi\s+sisältää\s*(?:pieniä\s+määriä|pienehköjä\s+määriä|jäämiä)?\s*:?\s*/iu,
    /\bsaattaa\s+sisältää\s*(?:pieniä\s+määriä)?\s*:?\s*/iu,
    // `(valmistettu tehtaassa,) jossa käsitellään myös maitoa`: made where milk is also handled.
    /\bjossa\s+käsitellään\s+(?:myös\s+)?/iu,
  ],
  sv: [/\bkan\s+innehålla\s*(?:spår\s+av\s*)?:?\s*/iu, /\bspår\s+av\s*:?\s*/iu],
  da: [/\bkan\s+indeholde\s*(?:spor\s+af\s*)?:?\s*/iu, /\bspor\s+af\s*:?\s*/iu],
};

/** `and/or` in each language (slash forms only): both sides are listed as alternatives. */
export const AND_OR =
  /\s*\b(?:and\s*\/\s*or|et\s*\/\s*ou|und\s*\/\s*oder|y\s*\/\s*o|e\s*\/\s*o|e\s*\/\s*ou|en\s*\/\s*of|i\s*\/\s*lub|ja\s*\/\s*tai|och\s*\/\s*eller|og\s*\/\s*eller)\b\s*/iu;

/** Plain `or` per language, tried only when the whole item is not a known name. */
export const OR_WORDS: Record<string, string[]> = {
  en: ['or'],
  fr: ['ou'],
  de: ['oder'],
  es: ['o', 'u'],
  it: ['o', 'oppure'],
  nl: ['of'],
  pt: ['ou'],
  pl: ['lub', 'albo'],
  fi: ['tai'],
  sv: ['eller'],
  da: ['eller'],
  ru: ['или'],
};

/** Plain `and` per language, tried only when the whole item is not a known name. */
export const AND_WORDS: Record<string, string[]> = {
  en: ['and', '&'],
  fr: ['et', '&'],
  de: ['und', '&'],
  es: ['y', 'e'],
  it: ['e', 'ed'],
  nl: ['en'],
  pt: ['e'],
  pl: ['i', 'oraz'],
  fi: ['ja'],
  sv: ['och'],
  da: ['og'],
  ru: ['и'],
};

/** Small prepositions that start the second half of `huile de palme et/ou de colza`. */
export const LINKING_PREPOSITIONS =
  /^(?:de|d['’]|du|des|di|del|della|dei|do|da|van|von|z|af|av)\s+/iu;

/** Function words used to guess the language of an unlabelled list. */
export const LANGUAGE_HINTS: Record<string, string[]> = {
  en: [
    'and',
    'with',
    'sugar',
    'salt',
    'water',
    'oil',
    'flour',
    'milk',
    'of',
    'flavouring',
    'flavoring',
  ],
  fr: ['et', 'de', 'du', 'sucre', 'sel', 'eau', 'huile', 'farine', 'lait', 'arôme', 'arômes'],
  de: ['und', 'mit', 'zucker', 'salz', 'wasser', 'öl', 'mehl', 'milch', 'aroma', 'aus'],
  es: ['y', 'de', 'azúcar', 'sal', 'agua', 'aceite', 'harina', 'leche', 'aroma', 'con'],
  it: ['e', 'di', 'zucchero', 'sale', 'acqua', 'olio', 'farina', 'latte', 'aromi', 'con'],
  nl: ['en', 'van', 'suiker', 'zout', 'water', 'olie', 'bloem', 'melk', 'aroma', 'met'],
  pt: ['e', 'de', 'açúcar', 'sal', 'água', 'óleo', 'farinha', 'leite', 'aroma', 'com'],
  pl: ['i', 'z', 'cukier', 'sól', 'woda', 'olej', 'mąka', 'mleko', 'aromat', 'oraz'],
  fi: ['ja', 'sokeri', 'suola', 'vesi', 'öljy', 'jauho', 'maito', 'aromi', 'vehnäjauho'],
  sv: ['och', 'socker', 'salt', 'vatten', 'olja', 'mjöl', 'mjölk', 'arom', 'vetemjöl'],
  da: ['og', 'sukker', 'salt', 'vand', 'olie', 'mel', 'mælk', 'aroma', 'hvedemel'],
};

/** Statements of origin inside brackets (`(Origine UE)`, `(origin: EU)`) are not ingredients. */
export const ORIGIN =
  /^(?:origin|origine|origen|herkunft|oorsprong|origem|pochodzenie|alkuperä|ursprung|oprindelse|provenance|provenienza|from|made in|produit (?:en|de)|country of origin)\b|^(?:eu|ue|non[- ]?eu|non[- ]?ue|eu\s*(?:and|\/|&)\s*non[- ]?eu|ue\s*(?:et|\/)\s*non[- ]?ue|ue\s*\/\s*hors\s*ue|eu\s*\/\s*nicht[- ]eu|eg|ce)$/iu;

/** `from`-style prefixes of an allergen annotation: `whey (from milk)`, `(de lait)`. */
export const SOURCE_PREFIX =
  /^(?:from|of|made from|contains|de|du|des|d['’]|issu de|aus|von|enthält|de la|del|della|dal|dai|van|uit|z|ze|från|af|fra|sisältää)\s+/iu;

/** Bare additive numbers are accepted only inside a class group, e.g. `acidity regulator (330)`. */
export const BARE_NUMBER =
  /^(?:ins\s*)?(\d{3,4})\s*([a-h])?\s*(?:\(?\s*(i{1,3}|iv|v|vi{1,3})\s*\)?)?$/iu;

/** Words that make a declared fruit / vegetable content statement (Nutri-Score input). */
export const FRUIT_VEG_CONTENT =
  /\b(?:(?:total\s+)?(?:fruit|vegetable|fruit and vegetable)s?\s+content|teneur\s+(?:totale\s+)?en\s+(?:fruits?|légumes?|fruits?\s+et\s+légumes?)|fruchtgehalt|gemüseanteil|gemüsegehalt|fruchtanteil|contenuto\s+(?:di|in)\s+(?:frutta|verdura|ortaggi)|contenido\s+(?:de|en)\s+(?:fruta|hortalizas|verduras)|vruchtgehalte|groentegehalte|teor\s+de\s+(?:fruta|hortícolas)|zawartość\s+owoców)\s*:?\s*(\d+(?:[.,]\d+)?)\s*%/iu;
