import { foldCase } from '../text/normalize';
import type { Field } from './values';

/**
 * Nutrient labels (matched on folded text: lower case, no accents), most specific first, so that
 * `of which saturates` is not read as fat and `of which sugars` not as carbohydrate. Entries with
 * a null field are lines to ignore (trans fat, polyols, energy from fat…).
 */
export const LABELS: [Field | null, RegExp][] = [
  [
    null,
    /\b(?:trans|ungesattigt|mono[\s-]?(?:un)?saturat|poly[\s-]?(?:un)?saturat|mono[\s-]?insatur|poly[\s-]?insatur|einfach|mehrfach|monoinsat|polinsat|monoinsatur|poliinsatur|enkelvoudig|meervoudig|omega|cholesterol|polyol|polialcoli|polioli|mehrwertige alkohole|starch|amidon|starke|almidon|amido|zetmeel|added sugars|sucres ajoutes|incl\.? added|includes \d|energy from fat|calories from fat|alcohol|alcool|vitamin|calcium|iron|potassium|magnesium|zinc|folic|thiamin|riboflavin|niacin)/,
  ],
  [
    'saturatedFat',
    /(?:saturat|satures|sature|gesattigt|saturi|saturad|verzadigd|nasycon|tyydyttyn|mattat|maettede|mattede|saturates|nasicen|zasicen|telitett|zasiten)/,
  ],
  [
    'sugars',
    /(?:sugar|sucre|zucke[rn]|zuccher|azucar|suiker|acucar|cukr|cukor|sokeri|socker|sukker|sladkor|secer)/,
  ],
  [
    'fibre',
    /(?:fibre|fiber|ballastst|nahrungsfaser|\bfasern?\b|fibra|vezel|blonnik|ravintokuitu|kostfiber|kuitu|vlaknin|vlakna|\brost\b)/,
  ],
  [
    'protein',
    /(?:protein|proteine|eiwei|proteina|eiwit|bialko|proteiini|beljakovin|bjelancevin|feherje)/,
  ],
  [
    'salt',
    /(?:\bsalt\b|\bsel\b|\bsalz\b|\bsale\b|\bsal\b|\bzout\b|\bsol\b|\bsuola\b|(?:^|[/|,-]\s*)so\b)/,
  ],
  ['sodium', /(?:sodium|natrium|sodio|sodium|\bsod\b)/],
  [
    'carbohydrates',
    /(?:carbohydrat|carb\b|glucide|kohlenhydrat|carboidrat|hidratos de carbono|koolhydrat|weglowodan|hiilihydraat|kolhydrat|kulhydrat|ogljikov|ugljikohidrat|szenhidrat)/,
  ],
  [
    'fat',
    /(?:\bfat\b|\bfats\b|total fat|fett(?!sa)|matieres? g[rl]asses?|graisses?|mat\.? grasses?|lipides|grassi|grasas|\bvet\b|vetten|gordura|lipidos|tluszcz|rasva|\bfedt\b|mascob|\bmasti\b|\bzsir)/,
  ],
  [
    'energy',
    /(?:energy|energie|energia|valeurs? energetique|brennwert|valore energetico|valor energetico|calories|calorie|kalorien|energi|energija|energijska|kcal|kj)/,
  ],
];

export const PER_100 = /(?:per|pour|pro|je|par|por|para|per|na|kohti|\/)?\s*100\s*(g|ml)\b/i;
export const SERVING_WORDS =
  /(?:serving|portion|porcion|porzione|portie|porcao|porcja|annos|per\s+(?:bar|biscuit|cookie|slice|piece|pack)|par\s+(?:barre|biscuit|tranche|part)|pro\s+(?:riegel|stuck|scheibe))/i;
/**
 * A serving's size as printed (`Serving size 30 g`, `1 Portion (25 g)`); not a count of servings
 * (`12 portions`, `ca. 12 Portionen`), whose next figure is no serving's.
 */
export const SERVING_SIZE =
  /(?<!(?:\b[2-9]|\d{2,})\s*)(?:serving size|portion size|taille (?:de la |d'une )?portion|portionsgrosse|porzione da|una porzione|ración de|tamano de la porcion|portiegrootte|porcao de|wielkosc porcji|annoskoko|portionsstorlek|portion(?:s)?|porzione|porcion|portie|serving)\s*[:=]?\s*(?:de\s*|von\s*|da\s*|of\s*)?\(?\s*([^\n;|]*?(\d+(?:[.,]\d+)?)\s*(g|ml|cl|l)\b\s*\)?)/i;
export const SERVING_AFTER =
  /(?:per|pour|pro|par|por|per una?)?\s*(\d+(?:[.,]\d+)?)\s*(g|ml)\s*(?:serving|portion|portie|porzione|porcion|porcao|porcja|annos)/i;
export const VALUES_ONLY =
  /^[\s(\[]*(?:[<≤]?\s*\d+(?:\.\d+)?\s*(?:kj|kcal|cal|mg|µg|mcg|g|ml|%)?(?:\s+(?:g|mg|kj|kcal))?[\s/()\[\],;:.*]*)+$/i;

export const TABLE_HEADING =
  /(?:nutrition|nahrwert|naehrwert|brennwert|valeurs? nutriti|informations? nutritionnelle|declaration nutritionnelle|valori nutri|informazioni nutri|informacion nutricional|valor(?:es)? (?:nutricional|energetico)|voedingswaarde|naringsvarde|naringsinnehall|naeringsindhold|ravintoarvo|hranilna vrednost|hranjiv|tapertek|vyzivov|wartosc odzywcza|energetska vrijednost)/;

export const US_FOOTNOTE =
  /(?:percent daily values? (?:are|is) based|daily values? (?:are|is|may be) based|based on a 2[,.]?000 calorie|^\*?\s*the % daily value)/;

/** Footnotes that carry numbers but no values: reference intakes, %DV explanations. */
export const FOOTNOTE =
  /(?:daily value|calories a day|2[,.]?000 calories|reference intake|referenzmenge|apport de reference|apport quotidien|assunzion[ei] di riferimento|ingesta de referencia|adulte[- ]type|durchschnittlichen erwachsenen|average adult|8\s?400\s?kj)/;

export type Row = { field: Field | null; label: string; values: string };

/** `Fett 29 g, davon gesättigte Fettsäuren 17 g; Kohlenhydrate 40 g` → one line per nutrient. */
/**
 * A label broken across two lines of a paragraph: the words after the last figure of a line move
 * to the next line when that line opens with words and then a figure, and either the two parts
 * name a nutrient only together (`… (146 kcal) I matières` | `grasses 2.8 g, …`) or the words
 * moved name one and the words they join name none (`… 4,2 g Ballaststoffe fibres` |
 * `alimentaires 0 g …`).
 */
function joinBrokenLabels(lines: string[]): string[] {
  const out = [...lines];
  const names = (text: string) => LABELS.some(([, re]) => re.test(foldCase(text)));
  for (let i = 0; i + 1 < out.length; i++) {
    const tail =
      /\d(?:[.,]\d+)?\s*(?:kcal|kj|mg|µg|g|ml|%)?\)?[\s,;:.)|/-]*([a-zà-ÿ][a-zà-ÿ' ./-]*)$/i.exec(
        out[i],
      );
    if (!tail) continue;
    const next = out[i + 1];
    const headEnd = next.search(/[<≤]?\s*\d/);
    const head = headEnd > 0 ? next.slice(0, headEnd) : '';
    if (!head.trim() || names(head) || !names(`${tail[1]} ${head}`)) continue;
    const before = out[i].slice(0, out[i].length - tail[1].length);
    // Words that name a nutrient alone move only out of a paragraph (other labels before them).
    if (names(tail[1]) && (!names(before) || /kcal|kj|energ/i.test(tail[1]))) continue;
    out[i] = before.trimEnd();
    out[i + 1] = `${tail[1]} ${next}`;
  }
  return out;
}

export function splitInlineLabels(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of joinBrokenLabels(lines)) {
    // Folded one character at a time so that offsets stay those of the printed line (`ß` → `s`).
    const folded = line
      .split('')
      .map((ch) => foldCase(ch).charAt(0) || ' ')
      .join('');
    // Cut before a label that follows a value with its unit (`17 g, Kohlenhydrate`, `25 g - Glucides`),
    // a figure and a dash (`<0.5 - Eiweiss`) or a pair of energy figures (`(kJ/kcal) 944/226 Fat`).
    const cuts: number[] = [];
    const unitThenWord =
      /\d\s*(?:(?:g|mg|kj|kcal|%)\)?(?![a-z])(?:\s*[,;:.)\-–|(]){0,2}|\s[-–]|\s*\/\s*\d+(?:\.\d+)?[\s,;]+)\s*(?=[a-z])/g;
    for (let m = unitThenWord.exec(folded); m !== null; m = unitThenWord.exec(folded)) {
      const at = m.index + m[0].length;
      const rest = foldCase(line.slice(at));
      const restLabel = rest.slice(0, Math.max(0, rest.search(/[<≤]?\s*\d/)) || rest.length);
      if (LABELS.some(([, re]) => re.test(restLabel))) cuts.push(at);
    }
    if (cuts.length === 0) {
      out.push(line);
      continue;
    }
    let from = 0;
    for (const c of cuts) {
      out.push(line.slice(from, c).trim());
      from = c;
    }
    out.push(line.slice(from).trim());
  }
  return out.filter((l) => l.length > 0);
}

/**
 * Where a row's figures start: a number standing on its own (`17,4g`, `< 0.5 g`, `1498k`), not
 * digits inside a misread word (`Felts3uren`) or a name (`Vitamin B1`).
 */
const VALUE_START =
  /[<≤]?\s*(?<![\p{L}\d])\d+(?:[.,]\d+)*\s*(?:kj|kcal|cal|mg|µg|mcg|gr|g|ml|k|%)?(?![\p{L}\d])/iu;

/** Three items parted by commas: ingredient list text, or a label's translations. */
const INGREDIENT_TEXT = /\p{L}[^,]*,\s*\p{L}[^,]*,\s*\p{L}/u;

/** Whether most comma-parted items of `text` name one nutrient, and no item another. */
function translationsOfOne(text: string): boolean {
  const items = text.split(',').filter((item) => item.trim().length > 0);
  const fields = items.flatMap((item) => LABELS.filter(([, re]) => re.test(item)).slice(0, 1));
  return 2 * fields.length >= items.length && new Set(fields.map(([f]) => f)).size === 1;
}

export function labelOf(
  line: string,
): { field: Field | null; label: string; values: string } | null {
  const folded = foldCase(line);
  const foldedEnd = folded.search(VALUE_START);
  const labelPart = foldedEnd >= 0 ? folded.slice(0, foldedEnd) : folded;
  if (labelPart.trim().length === 0) return null;
  const entry = LABELS.find(([, re]) => re.test(labelPart));
  if (!entry) return null;
  // `len, Zucker, Puderzucker, Glucosesirup), Kakaobutter,`, `sel, protéines de lait, huile`: a
  // piece of the ingredient list printed beside the table names sugar, salt or protein among other
  // items, or closes a bracket before a comma. A label's translations are parted by commas too
  // (`Fat, Vetten, Fett, Grassi`), but then most items name the same nutrient and none another.
  if (
    /\p{L}\),/u.test(labelPart) ||
    (INGREDIENT_TEXT.test(labelPart) && !translationsOfOne(labelPart))
  )
    return null;
  const labelEnd = line.search(VALUE_START);
  const values = labelEnd >= 0 ? line.slice(labelEnd) : '';
  // `Salz/Sel/561`, `Salt / Sal / 2`: a label in another language misread as a bare number after
  // the last slash is no figure.
  if (/\/\s*$/.test(line.slice(0, labelEnd)) && /^\s*\d+\s*$/.test(values))
    return { field: entry[0], label: labelPart, values: '' };
  // `Lipidos N 100/ Vetten/ Rasva/`: a bare number followed by a slash and another name is part
  // of the names, misread, not the row's figure.
  if (/^\s*\d+\s*\/\s*(?!(?:kcal|kj|cal)\b)\p{L}{2,}/iu.test(values))
    return { field: entry[0], label: labelPart, values: '' };
  // `Fibres alimentaires 1 Ballaststoffe`, `Zucker 6 dont sucres`: a separator (`/`, `|`) read as
  // a digit between two names (or a letter read as one, `Salt/S 7out Sel`), however short the
  // next word (`sucres 1 di cui zuccheri`) unless it is a unit; `dont sucres 1 55g`: a separator
  // between the name and its figure.
  if (/^\s*\d\s*(?!(?:kcal|kj|mg|µg|ml|gr|dl|cl)\b)\p{L}{2,}/iu.test(values))
    return { field: entry[0], label: labelPart, values: '' };
  // `dont acides gras saturés 1`: a lone digit after a nutrient's name is a bar or a letter, as on a
  // line of its own (`Calories 5` is a figure).
  if (entry[0] !== 'energy' && /^\s*[1-9]\s*$/.test(values))
    return { field: entry[0], label: labelPart, values: '' };
  const beforeFigure = /^\s*1\s+(?=[<≤]?\s*\d+(?:[.,]\d+)?\s*(?:m?g|µg)\b)/i.exec(values);
  return { field: entry[0], label: labelPart, values: values.slice(beforeFigure?.[0].length ?? 0) };
}
