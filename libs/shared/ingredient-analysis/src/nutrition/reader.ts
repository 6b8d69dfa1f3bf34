import { foldCase } from '../text/normalize';
import { orEmpty } from '../text/optional';

export interface NutritionValues {
  energyKj: number | null;
  energyKcal: number | null;
  fat: number | null;
  saturatedFat: number | null;
  carbohydrates: number | null;
  sugars: number | null;
  fibre: number | null;
  protein: number | null;
  salt: number | null;
  sodium: number | null;
}

export interface NutritionTable {
  /** Values per 100 g (or 100 ml, see `per100Unit`). */
  per100: NutritionValues;
  perServing: NutritionValues;
  per100Unit: 'g' | 'ml';
  /** Serving size as printed (`30 g`, `2/3 cup (55g)`), null when absent. */
  servingSize: string | null;
  servingQuantity: { value: number; unit: 'g' | 'ml' } | null;
  /** Net quantity of the package when printed near the table (`Net wt 400 g`). */
  packageQuantity: { value: number; unit: 'g' | 'ml' } | null;
}

type Field = keyof NutritionValues | 'energy';

/**
 * Nutrient labels (matched on folded text: lower case, no accents), most specific first, so that
 * `of which saturates` is not read as fat and `of which sugars` not as carbohydrate. Entries with
 * a null field are lines to ignore (trans fat, polyols, energy from fat…).
 */
const LABELS: [Field | null, RegExp][] = [
  [
    null,
    /\b(?:trans|mono[\s-]?(?:un)?saturat|poly[\s-]?(?:un)?saturat|mono[\s-]?insatur|poly[\s-]?insatur|einfach|mehrfach|monoinsat|polinsat|monoinsatur|poliinsatur|enkelvoudig|meervoudig|omega|cholesterol|polyol|polialcoli|polioli|mehrwertige alkohole|starch|amidon|starke|almidon|amido|zetmeel|added sugars|sucres ajoutes|incl\.? added|includes \d|energy from fat|calories from fat|alcohol|alcool|vitamin|calcium|iron|potassium|magnesium|zinc|folic|thiamin|riboflavin|niacin)/,
  ],
  [
    'saturatedFat',
    /(?:saturat|satures|sature|gesattigt|saturi|saturad|verzadigd|nasycon|tyydyttyn|mattat|maettede|mattede|saturates)/,
  ],
  ['sugars', /(?:sugar|sucre|zucker|zuccher|azucar|suiker|acucar|cukr|sokeri|socker|sukker)/],
  ['fibre', /(?:fibre|fiber|ballaststoff|fibra|vezel|blonnik|ravintokuitu|kostfiber|kuitu)/],
  ['protein', /(?:protein|proteine|eiweiss|eiweib|proteina|eiwit|bialko|proteiini)/],
  ['salt', /(?:\bsalt\b|\bsel\b|\bsalz\b|\bsale\b|\bsal\b|\bzout\b|\bsol\b|\bsuola\b)/],
  ['sodium', /(?:sodium|natrium|sodio|sodium|\bsod\b)/],
  [
    'carbohydrates',
    /(?:carbohydrat|carb\b|glucide|kohlenhydrat|carboidrat|hidratos de carbono|koolhydrat|weglowodan|hiilihydraat|kolhydrat|kulhydrat)/,
  ],
  [
    'fat',
    /(?:\bfat\b|\bfats\b|total fat|fett|matieres? grasses|lipides|grassi|grasas|\bvet\b|vetten|gordura|lipidos|tluszcz|rasva|\bfedt\b)/,
  ],
  [
    'energy',
    /(?:energy|energie|energia|valeur energetique|brennwert|valore energetico|valor energetico|calories|calorie|kalorien|energi|kcal|kj)/,
  ],
];

const PER_100 = /(?:per|pour|pro|je|par|por|para|per|na|kohti|\/)?\s*100\s*(g|ml)\b/i;
const SERVING_WORDS =
  /(?:serving|portion|porcion|porzione|portie|porcao|porcja|annos|per\s+(?:bar|biscuit|cookie|slice|piece|pack)|par\s+(?:barre|biscuit|tranche|part)|pro\s+(?:riegel|stuck|scheibe))/i;
const SERVING_SIZE =
  /(?:serving size|portion size|taille (?:de la |d'une )?portion|portionsgrosse|porzione da|una porzione|ración de|tamano de la porcion|portiegrootte|porcao de|wielkosc porcji|annoskoko|portionsstorlek|portion(?:s)?|porzione|porcion|portie|serving)\s*[:=]?\s*(?:de\s*|von\s*|da\s*|of\s*)?\(?\s*([^\n;|]*?(\d+(?:[.,]\d+)?)\s*(g|ml|cl|l)\b\s*\)?)/i;
const SERVING_AFTER =
  /(?:per|pour|pro|par|por|per una?)?\s*(\d+(?:[.,]\d+)?)\s*(g|ml)\s*(?:serving|portion|portie|porzione|porcion|porcao|porcja|annos)/i;
const VALUES_ONLY = /^(?:[<≤]?\s*\d+(?:\.\d+)?\s*(?:kj|kcal|cal|mg|µg|mcg|g|ml|%)?[\s/()]*)+$/i;
const PACKAGE_SIZE =
  /(?:net\s*(?:wt\.?|weight|contents?|quantity)|poids net|contenance|nettogewicht|nettoinhalt|füllmenge|fullmenge|peso netto|peso neto|contenido neto|netto gewicht|inhoud|peso liquido|masa netto|nettopaino|nettovikt|nettovægt|nettovaegt)\s*[:=]?\s*(\d+(?:[.,]\d+)?)\s*(kg|g|ml|cl|l)\b/i;

function emptyValues(): NutritionValues {
  return {
    energyKj: null,
    energyKcal: null,
    fat: null,
    saturatedFat: null,
    carbohydrates: null,
    sugars: null,
    fibre: null,
    protein: null,
    salt: null,
    sodium: null,
  };
}

/** OCR repairs inside numbers: `1O g` → `10 g`, `l2 g` → `12 g`, `9,5` → `9.5`. */
function repairNumbers(line: string): string {
  return line
    .replace(/(\d)[oO](?=[\d\s,.]*(?:k?j|k?cal|m?g|µg|%|\b))/g, '$10')
    .replace(/(?<=\s|^|<)[oO](?=[.,]\d)/g, '0')
    .replace(/(?<=\s|^|<)[lI|](?=\d)/g, '1')
    .replace(/(\d)[lI|](?=\d)/g, '$11')
    .replace(/(\d),(\d)/g, '$1.$2');
}

interface Token {
  value: number;
  unit: string;
  upperBound: boolean;
}

const TOKEN =
  /(<\s*|≤\s*|less than\s*|moins de\s*|weniger als\s*)?(\d{1,2}[ \u202f.]\d{3}(?=\s*kj)|\d+(?:\.\d+)?)\s*(kj|kcal|cal|mg|µg|mcg|g|%)?/gi;

function tokens(text: string): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    const unit = orEmpty(m[3]).toLowerCase();
    let raw = m[2];
    // `1.046 kJ`, `1 046 kJ`: a thousands separator, not a decimal point.
    if (unit === 'kj' && /^\d{1,2}[ \u202f.]\d{3}$/.test(raw)) raw = raw.replace(/[ \u202f.]/, '');
    out.push({ value: Number(raw), unit, upperBound: !!m[1] });
  }
  return out;
}

function toGrams(t: Token): number | null {
  if (t.unit === '%') return null;
  if (t.unit === 'mg') return t.value / 1000;
  if (t.unit === 'µg' || t.unit === 'mcg') return t.value / 1e6;
  return t.value;
}

type Column = 'per100' | 'perServing';

/**
 * Reads a nutrition-facts table from OCR text (English, French, German, Italian, Spanish, Dutch,
 * Portuguese, Polish and Nordic labels; per 100 g / 100 ml and per serving columns; energy in kJ
 * and kcal). Values that are absent stay null; kcal is derived from kJ (÷ 4.184) and salt from
 * sodium (× 2.5) when only the other is printed.
 */
export function readNutritionTable(text: string): NutritionTable {
  const table: NutritionTable = {
    per100: emptyValues(),
    perServing: emptyValues(),
    per100Unit: 'g',
    servingSize: null,
    servingQuantity: null,
    packageQuantity: null,
  };
  const rawLines = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[|\t]/g, '  ')
    .split('\n')
    .map((l) => repairNumbers(l.trim()))
    .filter((l) => l.length > 0);

  const folded = rawLines.map((l) => foldCase(l));
  const all = folded.join('\n');
  const serving = SERVING_SIZE.exec(rawLines.join('\n'));
  if (serving) {
    let printed = serving[1].trim().replace(/^\(\s*/, '');
    if (printed.includes('(') && !printed.includes(')')) printed += ')';
    if (!printed.includes('(')) printed = printed.replace(/\)$/, '');
    table.servingSize = printed.trim();
    table.servingQuantity = quantity(Number(serving[2].replace(',', '.')), serving[3]);
  } else {
    const after = SERVING_AFTER.exec(rawLines.join('\n'));
    if (after) {
      table.servingSize = `${after[1]} ${after[2].toLowerCase()}`;
      table.servingQuantity = quantity(Number(after[1].replace(',', '.')), after[2]);
    }
  }
  const pkg = PACKAGE_SIZE.exec(rawLines.join('\n'));
  if (pkg) table.packageQuantity = quantity(Number(pkg[1].replace(',', '.')), pkg[2]);
  if (/100\s*ml/.test(all)) table.per100Unit = 'ml';

  // Column order from the header: `per 100 g | per serving (30 g)`, or a US per-serving panel.
  let columns: Column[] = ['per100', 'perServing'];
  const header = folded.find((l) => PER_100.test(l) || SERVING_WORDS.test(l));
  if (header) {
    const p100 = header.search(/100\s*(?:g|ml)\b/);
    const ps = header.search(SERVING_WORDS);
    if (p100 >= 0 && ps >= 0)
      columns = p100 < ps ? ['per100', 'perServing'] : ['perServing', 'per100'];
  }
  if (
    !/100\s*(?:g|ml)\b/.test(all) &&
    /amount per serving|serving size|per serving|calories/.test(all)
  )
    columns = ['perServing'];

  // Lines without a label carry values for the label above them (OCR often breaks rows).
  const rows: { field: Field | null; label: string; values: string }[] = [];
  folded.forEach((line, i) => {
    const raw = rawLines[i];
    const labelEnd = raw.search(/[<≤]?\s*\d/);
    const foldedEnd = line.search(/[<≤]?\s*\d/);
    const labelPart = foldedEnd >= 0 ? line.slice(0, foldedEnd) : line;
    const entry = LABELS.find(([, re]) => re.test(labelPart));
    if (entry && labelPart.trim().length > 0) {
      rows.push({
        field: entry[0],
        label: labelPart,
        values: labelEnd >= 0 ? raw.slice(labelEnd) : '',
      });
    } else if (rows.length > 0 && VALUES_ONLY.test(line) && !PER_100.test(line)) {
      rows[rows.length - 1].values += ` ${raw}`;
    }
  });

  for (const row of rows) {
    if (!row.field) continue;
    const toks = tokens(row.values);
    if (row.field === 'energy') {
      let kj = toks.filter((t) => t.unit === 'kj');
      let kcal = toks.filter((t) => t.unit === 'kcal' || t.unit === 'cal');
      const bare = toks.filter((t) => t.unit === '');
      if (kj.length === 0 && kcal.length === 0 && bare.length > 0) {
        // `Energy (kJ/kcal) 1046/250`, or US `Calories 230`.
        if (/kj\s*\/\s*kcal/.test(row.label)) {
          kj = bare.filter((_, i) => i % 2 === 0);
          kcal = bare.filter((_, i) => i % 2 === 1);
        } else if (/kj/.test(row.label)) kj = bare;
        else kcal = bare;
      }
      columns.forEach((col, i) => {
        if (kj[i]) table[col].energyKj = kj[i].value;
        if (kcal[i]) table[col].energyKcal = kcal[i].value;
      });
      continue;
    }
    const grams = toks
      .filter((t) => t.unit !== '%' && t.unit !== 'kj' && t.unit !== 'kcal')
      .map(toGrams)
      .filter((v): v is number => v !== null && v < 1000);
    const traces = /\btraces?\b|\bspuren\b|\btracce\b|\btrazas\b|\bsporen\b/.test(
      row.values.toLowerCase() + row.label,
    );
    columns.forEach((col, i) => {
      const v = grams.at(i) ?? (traces && i === 0 ? 0 : undefined);
      if (v !== undefined && table[col][row.field as keyof NutritionValues] === null)
        table[col][row.field as keyof NutritionValues] = v;
    });
  }

  for (const col of ['per100', 'perServing'] as const) {
    const v = table[col];
    if (v.energyKcal === null && v.energyKj !== null) v.energyKcal = Math.round(v.energyKj / 4.184);
    if (v.energyKj === null && v.energyKcal !== null) v.energyKj = Math.round(v.energyKcal * 4.184);
    if (v.salt === null && v.sodium !== null) v.salt = Math.round(v.sodium * 2.5 * 1000) / 1000;
    if (v.sodium === null && v.salt !== null) v.sodium = Math.round((v.salt / 2.5) * 1000) / 1000;
  }
  return table;
}

function quantity(value: number, unit: string): { value: number; unit: 'g' | 'ml' } | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  const u = unit.toLowerCase();
  if (u === 'kg') return { value: value * 1000, unit: 'g' };
  if (u === 'l') return { value: value * 1000, unit: 'ml' };
  if (u === 'cl') return { value: value * 10, unit: 'ml' };
  return { value, unit: u === 'ml' ? 'ml' : 'g' };
}

/** Whether a reading found anything at all. */
export function hasNutritionData(t: NutritionTable): boolean {
  return (
    Object.values(t.per100).some((v) => v !== null) ||
    Object.values(t.perServing).some((v) => v !== null)
  );
}
