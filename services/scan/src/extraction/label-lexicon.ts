/**
 * Words that structure the text of a pack, in the label languages we read: where the ingredient
 * list starts, which lines belong to other sections, which sentences are allergen statements.
 * Matching is done on folded text (lower case, no accents) and tolerates one or two OCR errors.
 */

/** Lower case, accents and ligatures removed: `Składniki` → `skladniki`, `Süß` → `suss`. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o');
}

/** Folded header word → the languages that use it. */
export const HEADER_WORDS: Record<string, string[]> = {
  ingredients: ['en', 'fr'],
  ingredient: ['en'],
  composition: ['fr'],
  zutaten: ['de'],
  zutatenliste: ['de'],
  zutatenverzeichnis: ['de'],
  ingredientes: ['es', 'pt'],
  ingredienti: ['it'],
  skladniki: ['pl'],
  sklad: ['pl'],
  ingredienten: ['nl'],
  ingredienser: ['sv', 'da'],
  ainesosat: ['fi'],
};

/**
 * A heat-treatment note printed after the list as a sentence of its own (`Pasteurisiert.`,
 * `Pasteurisé.`, `UHT.`), in folded text. Inside an item (`Milch pasteurisiert`) it is not one.
 */
const PROCESSING_NOTE =
  '(?:pasteuri[sz]\\w*|pastori[sz]+\\w*|pasteryz\\w*|ultrahocherhitzt|uht|steri(?:li[sz]\\w*|l)|(?:hitze|warme)behandelt|homogeni[sz]\\w*)\\s*(?:\\.|$)';

const PROCESSING_NOTE_START = new RegExp(`^\\W*${PROCESSING_NOTE}`, 'i');

/** Whether the text opens with a heat-treatment note of its own (`Pasteurisiert.`). */
export const isProcessingNote = (text: string): boolean => PROCESSING_NOTE_START.test(fold(text));

/**
 * Lines that start another section of the pack: the ingredient list has ended before them. A
 * speck read as one letter may come first (`k Najlepiej spożyć przed`).
 */
export const STOP_LINE = new RegExp(
  '^\\W*(?:\\w\\s+)?(?:' +
    [
      PROCESSING_NOTE,
      'nutrition',
      'nutritional',
      'typical values',
      'energy\\b',
      'best before',
      'use by',
      'store\\b',
      'storage',
      'keep (?:refrigerated|in|cool|dry|out)',
      'once opened',
      'net\\s*(?:wt|weight|contents|quantity)',
      'produced (?:by|for)',
      'manufactured (?:by|for)',
      'made (?:by|for)',
      'packed (?:by|for|in a protective)',
      'distributed by',
      'imported by',
      'preparation',
      'directions',
      'serving suggestion',
      'recycl',
      'www\\.',
      'customer',
      'valeurs? nutritionnelles?',
      'informations? nutritionnelles?',
      'a consommer',
      'a conserver',
      'poids net',
      'fabrique par',
      'conditionne',
      'n(?:a|ae)hrwert',
      'durchschnittliche',
      'mindestens haltbar',
      'zu verbrauchen',
      'lagern',
      'lagerung',
      'aufbewahrung',
      'zubereitung',
      'verwendung',
      'conservation',
      'utilisation',
      'conservazione',
      'utilizzo',
      'nettogewicht',
      'nettoinhalt',
      'hergestellt',
      'informacion nutricional',
      'valor energetico',
      'consumir',
      'conservar',
      'peso neto',
      'fabricado',
      'elaborado por',
      'valori nutrizionali',
      'dichiarazione nutrizionale',
      'da consumarsi',
      'conservare',
      'peso netto',
      'prodotto (?:da|e confezionato)',
      'wartosc odzywcza',
      'wartosc energetyczna',
      // `Najlepiej spożyć` with a last letter misread (`Najlepie) spozyé`, `spozy¢`).
      'najlepie\\S?\\s*spozy',
      'przechowywac',
      'masa netto',
      'producent',
      'voedingswaarde',
      'ten minste houdbaar',
      'bewaren',
    ].join('|') +
    ')',
  'i',
);

/**
 * Allergen statements at a sentence start: declared (`Contains:`) and precautionary (`May
 * contain`). The US `contains 2% or less of` introduces ordinary ingredients and is excluded.
 */
export const STATEMENT_START = new RegExp(
  '^\\W*(?:' +
    [
      'contains?\\b(?!\\s*(?:\\d|less|more|no\\b))',
      'may (?:also )?contain',
      'allergy (?:advice|information)',
      'allergens?\\s*:',
      'allergen information',
      '(?:made|produced|manufactured|packed|prepared) (?:in|on) (?:a )?(?:factory|facility|site|premises|equipment|line)',
      'traces? of',
      'not suitable for',
      'contient',
      'peut contenir',
      // `Peut` lost at a line start or to glare: the rest still says what it is.
      'contenir (?:des )?traces',
      'traces? (?:eventuelles|possibles|potentielles)',
      'allergenes?\\s*:',
      'fabrique dans',
      'enthalt\\b',
      'kann\\b.{0,40}enthalten',
      'kann spuren',
      // `S` lost at a cut edge or to glare (`puren von Milch`): no ingredient starts so.
      's?puren [vy]on\\b',
      'allergene?\\s*:',
      'allergenhinweis',
      'contiene',
      'puede contener',
      'trazas',
      'alergenos?\\s*:',
      'elaborado en',
      // `Può` read where the line was read without Italian: `Pud`, `Puod`.
      'pu\\w{0,2}\\W?\\s*contenere',
      // `Può` lost or misread beyond that: the rest still says what it is.
      'contenere tracce',
      'tracce',
      'allergeni\\s*:',
      'prodotto in uno stabilimento',
      'zawiera\\b',
      // `Może zawierać`, its `ż` and last letter read as anything (`Mote Zawierad`).
      'mo\\Se\\s+zawiera',
      'sladowe ilosci',
      'alergeny\\s*:',
      'produkt moze',
      'bevat\\b',
      'kan sporen',
      'allergenen\\s*:',
      'contem\\b',
      'pode conter',
    ].join('|') +
    ')',
  'i',
);

/** Bounded Levenshtein distance: returns max + 1 as soon as the distance must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}

/** OCR look-alikes folded to the letters they usually are, for header matching only. */
function deconfuse(word: string): string {
  return word.replace(/[|!1]/g, 'l').replace(/0/g, 'o').replace(/5/g, 's');
}

/**
 * The header word a token is (tolerating OCR errors: `lngredients`, `Sktadniki`), or null.
 * `exactOnly` is used where no colon follows, so ordinary words are not taken for headers.
 */
export function headerWord(token: string, exactOnly: boolean, lineStart = false): string | null {
  const folded = deconfuse(fold(token));
  if (Object.hasOwn(HEADER_WORDS, folded)) return folded;
  // The first letters of a line lost or misread at a cut or curved edge: `taten:` or `waten:`
  // for `Zutaten:`. Only at a line start with a colon, and at most one error in what is left.
  if (lineStart && !exactOnly && folded.length >= 5) {
    const cut = Object.keys(HEADER_WORDS).find(
      (w) =>
        w.length >= 7 &&
        w.length - folded.length <= 2 &&
        w.length - folded.length >= 1 &&
        editDistance(folded, w.slice(w.length - folded.length), 1) <= 1,
    );
    if (cut) return cut;
  }
  if (exactOnly || folded.length < 6) return null;
  const max = folded.length >= 9 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const word of Object.keys(HEADER_WORDS)) {
    if (word.length < 6) continue;
    const d = editDistance(folded, word, max);
    if (d < bestDistance) {
      best = word;
      bestDistance = d;
    }
  }
  return best;
}

export const isStopLine = (text: string): boolean => STOP_LINE.test(fold(text));
export const isStatementStart = (text: string): boolean => STATEMENT_START.test(fold(text));
