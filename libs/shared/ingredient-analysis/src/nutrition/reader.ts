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
  /** Fields read but taken out because they break a physical rule (unknown, not shown as facts). */
  uncertain?: Field[];
}

export type Field = keyof NutritionValues | 'energy';

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
    /(?:saturat|satures|sature|gesattigt|saturi|saturad|verzadigd|nasycon|tyydyttyn|mattat|maettede|mattede|saturates|nasicen|zasicen|telitett|zasiten)/,
  ],
  [
    'sugars',
    /(?:sugar|sucre|zucker|zuccher|azucar|suiker|acucar|cukr|cukor|sokeri|socker|sukker|sladkor|secer)/,
  ],
  [
    'fibre',
    /(?:fibre|fiber|ballaststoff|fibra|vezel|blonnik|ravintokuitu|kostfiber|kuitu|vlaknin|vlakna|\brost\b)/,
  ],
  [
    'protein',
    /(?:protein|proteine|eiweiss|eiweib|proteina|eiwit|bialko|proteiini|beljakovin|bjelancevin|feherje)/,
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
    /(?:\bfat\b|\bfats\b|total fat|fett|matieres? grasses|lipides|grassi|grasas|\bvet\b|vetten|gordura|lipidos|tluszcz|rasva|\bfedt\b|mascob|\bmasti\b|\bzsir)/,
  ],
  [
    'energy',
    /(?:energy|energie|energia|valeur energetique|brennwert|valore energetico|valor energetico|calories|calorie|kalorien|energi|energija|energijska|kcal|kj)/,
  ],
];

const PER_100 = /(?:per|pour|pro|je|par|por|para|per|na|kohti|\/)?\s*100\s*(g|ml)\b/i;
const SERVING_WORDS =
  /(?:serving|portion|porcion|porzione|portie|porcao|porcja|annos|per\s+(?:bar|biscuit|cookie|slice|piece|pack)|par\s+(?:barre|biscuit|tranche|part)|pro\s+(?:riegel|stuck|scheibe))/i;
const SERVING_SIZE =
  /(?:serving size|portion size|taille (?:de la |d'une )?portion|portionsgrosse|porzione da|una porzione|ración de|tamano de la porcion|portiegrootte|porcao de|wielkosc porcji|annoskoko|portionsstorlek|portion(?:s)?|porzione|porcion|portie|serving)\s*[:=]?\s*(?:de\s*|von\s*|da\s*|of\s*)?\(?\s*([^\n;|]*?(\d+(?:[.,]\d+)?)\s*(g|ml|cl|l)\b\s*\)?)/i;
const SERVING_AFTER =
  /(?:per|pour|pro|par|por|per una?)?\s*(\d+(?:[.,]\d+)?)\s*(g|ml)\s*(?:serving|portion|portie|porzione|porcion|porcao|porcja|annos)/i;
const VALUES_ONLY =
  /^[\s(\[]*(?:[<≤]?\s*\d+(?:\.\d+)?\s*(?:kj|kcal|cal|mg|µg|mcg|g|ml|%)?[\s/()\[\],;:.*]*)+$/i;
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
  return (
    line
      .replace(/(\d)[oO](?=[\d\s,.]*(?:k?j|k?cal|m?g|µg|%|\b))/g, '$10')
      .replace(/(?<=\s|^|<)[oO](?=[.,]\d)/g, '0')
      .replace(/(?<=\s|^|<)[lI|](?=\d)/g, '1')
      .replace(/(\d)[lI|](?=\d)/g, '$11')
      // `llg`, `l.lg`: ones read as the letter l before a gram unit.
      .replace(/(?<=\s|^)[lI|][lI|\d]*(?:[.,][lI|\d]+)?(?=\s*m?g\b)/g, (m) =>
        m.replace(/[lI|]/g, '1'),
      )
      // `05 g`: a leading zero before a digit is a decimal separator the OCR lost (`0,5 g`).
      .replace(/(?<![\d.,])0(\d)(?=\s*m?g\b)/g, '0.$1')
      .replace(/(\d),(\d)/g, '$1.$2')
      // `1990kl`, `1498k1`: kJ misread.
      .replace(/(\d)\s*k[l1I](?=[\s/.(-]|$)/g, '$1 kJ')
      // `15 go`, `70 ; g`, `1.0: g`: a misread or stray mark between a value and its unit.
      .replace(/(\d)\s*[;:]?\s*g[o0](?=\s|$|[.,;])/g, '$1 g')
      .replace(/(\d)\s*[;:]\s*g\b/g, '$1 g')
  );
}

interface Token {
  value: number;
  unit: string;
  upperBound: boolean;
  /** The digits as read (`2.69`), for other readings of a misread figure. */
  raw: string;
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
    out.push({ value: Number(raw), unit, upperBound: !!m[1], raw });
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
export interface ReadOptions {
  /**
   * The text comes from an OCR that garbles small figures (tesseract: `g` read as 9, decimal
   * separators lost): other readings of a figure are tried where the two columns of a row, or the
   * rules, reject the figure as read.
   */
  figureRepairs?: boolean;
}

export function readNutritionTable(text: string, options: ReadOptions = {}): NutritionTable {
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

  // The US %DV footnote repeats nutrient names with reference amounts (`Calories: 2,000 2,500`,
  // `Sodium Less than 2,400mg`): nothing after its first line is a value of this food.
  const footnoteAt = folded.findIndex((l) => US_FOOTNOTE.test(l));
  const tableLines = footnoteAt > 0 ? rawLines.slice(0, footnoteAt) : rawLines;
  const allLines = splitInlineLabels(tableLines.filter((l) => !FOOTNOTE.test(foldCase(l))));
  // Ingredient lists name sugar, salt and fat too: the table starts at its heading or energy row.
  const start = allLines.findIndex(
    (l) => TABLE_HEADING.test(foldCase(l)) || labelOf(l)?.field === 'energy',
  );
  const lines = start > 0 ? allLines.slice(start) : allLines;
  const servingShare =
    table.servingQuantity && table.servingQuantity.unit === table.per100Unit
      ? table.servingQuantity.value / 100
      : null;
  const rowReading = readByRows(
    lines,
    columns,
    false,
    options.figureRepairs ? servingShare : null,
    !!options.figureRepairs,
  );
  // A second reading for tables OCR'd column by column (all labels, then all values): values are
  // handed to the labels still waiting for one, in order. Only the per-100 column is read this way.
  const queueReading = columns[0] === 'per100' ? readByQueue(lines) : null;
  table.perServing = rowReading.perServing;
  const first = columns[0];
  if (queueReading) {
    table.per100 = chooseReading([
      rowReading.per100,
      queueReading,
      fillFrom(rowReading.per100, queueReading),
      fillFrom(queueReading, rowReading.per100),
    ]);
  } else table[first] = rowReading[first];

  // Energy printed away from its label (`1066 kJ . 252 kcal` on a line of its own, values above
  // the label): the first kcal figure of the text that is not the reference intake.
  const p100 = table.per100;
  if (columns[0] === 'per100' && p100.energyKcal === null && p100.energyKj === null) {
    const e = looseEnergy(lines);
    p100.energyKcal = e.kcal;
    p100.energyKj = e.kj;
  }

  // A column's figures are checked against its own basis: 100 g, or the serving's weight.
  const servingLimit = table.servingQuantity?.unit === 'g' ? table.servingQuantity.value : null;
  table.uncertain = [
    ...new Set([
      ...markUncertain(table.per100, table.per100Unit === 'g' ? 100 : null),
      ...markUncertain(table.perServing, servingLimit),
    ]),
  ];
  for (const col of ['per100', 'perServing'] as const) {
    const v = table[col];
    if (v.energyKcal === null && v.energyKj !== null) v.energyKcal = Math.round(v.energyKj / 4.184);
    if (v.energyKj === null && v.energyKcal !== null) v.energyKj = Math.round(v.energyKcal * 4.184);
    if (v.salt === null && v.sodium !== null)
      v.salt = Math.round(v.sodium * SALT_PER_SODIUM * 1000) / 1000;
    if (v.sodium === null && v.salt !== null)
      v.sodium = Math.round((v.salt / SALT_PER_SODIUM) * 1000) / 1000;
  }
  return table;
}

/** Salt = sodium × 2.5 (Regulation (EU) 1169/2011, Annex I). */
export const SALT_PER_SODIUM = 2.5;

const TABLE_HEADING =
  /(?:nutrition|nahrwert|naehrwert|brennwert|valeurs? nutriti|informations? nutritionnelle|declaration nutritionnelle|valori nutri|informazioni nutri|informacion nutricional|valor(?:es)? (?:nutricional|energetico)|voedingswaarde|naringsvarde|naringsinnehall|naeringsindhold|ravintoarvo|hranilna vrednost|hranjiv|tapertek|vyzivov|wartosc odzywcza|energetska vrijednost)/;

const US_FOOTNOTE =
  /(?:percent daily values? (?:are|is) based|daily values? (?:are|is|may be) based|based on a 2[,.]?000 calorie|^\*?\s*the % daily value)/;

/** Footnotes that carry numbers but no values: reference intakes, %DV explanations. */
const FOOTNOTE =
  /(?:daily value|calories a day|2[,.]?000 calories|reference intake|referenzmenge|apport de reference|apport quotidien|assunzion[ei] di riferimento|ingesta de referencia|adulte[- ]type|durchschnittlichen erwachsenen|average adult|8\s?400\s?kj)/;

type Row = { field: Field | null; label: string; values: string };

/** `Fett 29 g, davon gesättigte Fettsäuren 17 g; Kohlenhydrate 40 g` → one line per nutrient. */
function splitInlineLabels(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    // Folded one character at a time so that offsets stay those of the printed line (`ß` → `s`).
    const folded = line
      .split('')
      .map((ch) => foldCase(ch).charAt(0) || ' ')
      .join('');
    // Cut before a label that follows a value with its unit (`17 g, Kohlenhydrate`).
    const cuts: number[] = [];
    const unitThenWord = /\d\s*(?:g|mg|kj|kcal|%)\)?(?![a-z])\s*[,;:.)]?\s*(?=[a-z])/g;
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

function labelOf(line: string): { field: Field | null; label: string; values: string } | null {
  const folded = foldCase(line);
  const foldedEnd = folded.search(/[<≤]?\s*\d/);
  const labelPart = foldedEnd >= 0 ? folded.slice(0, foldedEnd) : folded;
  if (labelPart.trim().length === 0) return null;
  const entry = LABELS.find(([, re]) => re.test(labelPart));
  if (!entry) return null;
  const labelEnd = line.search(/[<≤]?\s*\d/);
  return { field: entry[0], label: labelPart, values: labelEnd >= 0 ? line.slice(labelEnd) : '' };
}

/** Row by row: the values on a label's line and on the unlabelled lines below it. */
function readByRows(
  lines: string[],
  columns: Column[],
  valuesAbove = false,
  servingShare: number | null = null,
  figureRepairs = false,
): { per100: NutritionValues; perServing: NutritionValues } {
  const out = { per100: emptyValues(), perServing: emptyValues() };
  // Lines without a label carry values for the label above them (OCR often breaks rows).
  const rows: Row[] = [];
  let before = '';
  for (const raw of lines) {
    const row = labelOf(raw);
    if (row) {
      // Values printed above their label (OCR of a row whose label sits lower than its figures).
      if (valuesAbove && !row.values.trim()) row.values = before;
      before = '';
      rows.push(row);
    } else if (VALUES_ONLY.test(foldCase(raw)) && !PER_100.test(foldCase(raw))) {
      if (valuesAbove) before += ` ${raw}`;
      else if (rows.length > 0) rows[rows.length - 1].values += ` ${raw}`;
    }
  }
  const pairs: { field: keyof NutritionValues; toks: Token[] }[] = [];
  for (const row of rows) {
    if (!row.field) continue;
    if (row.field === 'energy') {
      const { kj, kcal } = energyTokens(row.values, row.label);
      columns.forEach((col, i) => {
        if (kj[i] && out[col].energyKj === null) out[col].energyKj = kj[i];
        if (kcal[i] && out[col].energyKcal === null) out[col].energyKcal = kcal[i];
      });
      continue;
    }
    const grams = gramValues(row.values);
    pairs.push({ field: row.field, toks: gramTokens(row.values) });
    const traces = /\btraces?\b|\bspuren\b|\btracce\b|\btrazas\b|\bsporen\b/.test(
      row.values.toLowerCase() + row.label,
    );
    columns.forEach((col, i) => {
      const v = grams.at(i) ?? (traces && i === 0 ? 0 : undefined);
      if (v !== undefined && out[col][row.field as keyof NutritionValues] === null)
        out[col][row.field as keyof NutritionValues] = v;
    });
  }
  // Two columns of one row must agree (per serving = per 100 × share): where they do not, other
  // readings of a misread figure are tried (`2,6 g` read `2,69`, `1,6 g` read `169`).
  // The share a serving is of 100 g: from the header, else from the two energy figures when
  // each column prints a matching kJ/kcal pair (a lone figure may be misread).
  const pairOk = (c: NutritionValues) =>
    isKjKcalPair(c.energyKj ?? undefined, c.energyKcal ?? undefined);
  const share =
    servingShare ??
    (pairOk(out.per100) && pairOk(out.perServing)
      ? out.perServing.energyKcal! / out.per100.energyKcal!
      : null);
  if (!figureRepairs) return out;
  if (columns[0] === 'per100') chooseByRules(out.per100, pairs);
  if (share && share > 0 && share < 10 && columns[0] === 'per100' && columns[1] === 'perServing') {
    for (const { field, toks } of pairs) {
      if (toks.length < 2 || out.per100[field] !== toks[0].value) continue;
      const pick = agreeingPair(toks[0], toks[1], share);
      if (pick) {
        out.per100[field] = pick[0];
        out.perServing[field] = pick[1];
      }
    }
  }
  return out;
}

/**
 * A figure read without its decimal separator (`9,4 g` read `94g`) still looks like a number; the
 * rules (saturates ≤ fat, sugars ≤ carbohydrate, ≤ 100 g, energy from the macronutrients) tell.
 * When the figures as read break a rule, readings with the separator put back before the last
 * digit are tried, and the one breaking no rule with fewest repairs is kept.
 */
function chooseByRules(
  v: NutritionValues,
  pairs: { field: keyof NutritionValues; toks: Token[] }[],
): void {
  const options: { field: keyof NutritionValues; value: number }[] = [];
  for (const { field, toks } of pairs) {
    const t = toks[0];
    // Salt is in no rule but the 100 g limit: a figure over it stays uncertain, never re-read.
    if (!t || field === 'salt' || field === 'sodium' || v[field] !== (toGrams(t) ?? t.value))
      continue;
    if (/^\d{2,3}$/.test(t.raw) && (t.unit === 'g' || t.unit === ''))
      options.push({ field, value: Number(`${t.raw.slice(0, -1)}.${t.raw.slice(-1)}`) });
  }
  if (options.length === 0 || options.length > 6 || violations(v) === 0) return;
  let best: NutritionValues = v;
  let bestKey = [violations(v), 0];
  for (let mask = 1; mask < 1 << options.length; mask++) {
    const c = { ...v };
    let repairs = 0;
    options.forEach((o, i) => {
      if (mask & (1 << i)) {
        c[o.field] = o.value;
        repairs += 1;
      }
    });
    const key = [violations(c), repairs];
    if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
      best = c;
      bestKey = key;
    }
  }
  // Only a reading the rules fully confirm replaces the figures as read: no rule broken, and the
  // energy printed as a matching kJ/kcal pair agreeing with the macronutrients.
  const confirmed =
    bestKey[0] === 0 &&
    isKjKcalPair(best.energyKj ?? undefined, best.energyKcal ?? undefined) &&
    energyAgrees(best) === true;
  if (confirmed) Object.assign(v, best);
}

function gramTokens(values: string): Token[] {
  return tokens(values).filter(
    (t) => t.unit !== '%' && t.unit !== 'kj' && t.unit !== 'kcal' && t.unit !== 'cal',
  );
}

/** Readings of a figure OCR may have garbled: as read; a unit-less closing 9 that was `g`; a lost
 * decimal separator before the last digit. Each with the number of repairs it assumes. */
function readingsOf(t: Token): { value: number; repairs: number }[] {
  const out = [{ value: toGrams(t) ?? t.value, repairs: 0 }];
  if ((t.unit !== '' && t.unit !== 'g') || !/^\d+(?:\.\d+)?$/.test(t.raw)) return out;
  const forms: [string, number][] = [];
  // Only a unit-less figure can end in a `g` read as 9.
  if (t.unit === '' && t.raw.endsWith('9') && t.raw.length >= 2)
    forms.push([t.raw.slice(0, -1), 1]);
  for (const [r, n] of [[t.raw, 0] as [string, number], ...forms]) {
    if (!r.includes('.') && r.length >= 2) forms.push([`${r.slice(0, -1)}.${r.slice(-1)}`, n + 1]);
  }
  for (const [r, n] of forms) if (!r.endsWith('.')) out.push({ value: Number(r), repairs: n });
  return out;
}

function agreeingPair(a: Token, b: Token, share: number): [number, number] | null {
  const agrees = (x: number, y: number) => {
    const want = x * share;
    // Both columns are rounded on the label (to 0.1 g, or 1 g above 10 g).
    return Math.abs(want - y) <= Math.max(0.15, 0.06 * want, want >= 10 ? 0.6 : 0);
  };
  let best: [number, number] | null = null;
  let bestRepairs = Infinity;
  for (const x of readingsOf(a))
    for (const y of readingsOf(b)) {
      if (x.repairs + y.repairs < bestRepairs && agrees(x.value, y.value)) {
        best = [x.value, y.value];
        bestRepairs = x.repairs + y.repairs;
      }
    }
  return best;
}

function gramValues(values: string): number[] {
  return tokens(values)
    .filter((t) => t.unit !== '%' && t.unit !== 'kj' && t.unit !== 'kcal' && t.unit !== 'cal')
    .map(toGrams)
    .filter((v): v is number => v !== null && v < 1000);
}

/** Energy figures of a row in every printed form: `1066 kJ . 252 kcal`, `2332kJ-559 kcal`,
 * `1987 / (475 kcal)` (the bare number is kJ when it is ≈ 4.184 × the kcal), `1046/250`. */
function energyTokens(values: string, label: string): { kj: number[]; kcal: number[] } {
  const toks = tokens(values.replace(/(\d)\s*(?:k[il1]|kj\.?)(?=[\s.\-/(]|$)/gi, '$1 kJ '));
  let kj = toks.filter((t) => t.unit === 'kj').map((t) => t.value);
  let kcal = toks.filter((t) => t.unit === 'kcal' || t.unit === 'cal').map((t) => t.value);
  const bare = toks.filter((t) => t.unit === '').map((t) => t.value);
  if (kj.length === 0 && kcal.length === 0 && bare.length > 0) {
    if (/kj\s*\/\s*kcal/.test(label)) {
      kj = bare.filter((_, i) => i % 2 === 0);
      kcal = bare.filter((_, i) => i % 2 === 1);
    } else if (/kj/.test(label)) kj = bare;
    else if (/kcal|calor/.test(label) || bare.length === 1) kcal = bare;
    else if (isKjKcalPair(bare[0], bare[1])) {
      kj = bare.filter((_, i) => i % 2 === 0);
      kcal = bare.filter((_, i) => i % 2 === 1);
    } else kcal = bare;
  } else if (kj.length === 0 && kcal.length > 0) {
    // A bare number printed with a kcal figure is its kJ when the two agree.
    kj = bare.filter((b) => kcal.some((c) => isKjKcalPair(b, c)));
  }
  return { kj, kcal };
}

function isKjKcalPair(kj: number | undefined, kcal: number | undefined): boolean {
  if (kj === undefined || kcal === undefined || kcal <= 0) return false;
  return Math.abs(kj / kcal - 4.184) <= 0.15;
}

/** First kcal (or kJ) figure on a line that is not a footnote; lines were footnote-filtered. */
function looseEnergy(lines: string[]): { kj: number | null; kcal: number | null } {
  for (const line of lines) {
    const { kj, kcal } = energyTokens(line, '');
    const hasUnit = /\d\s*(?:kcal|k[jil1])\b/i.test(line);
    if (!hasUnit) continue;
    if (kcal.length > 0 && /kcal/i.test(line)) return { kj: kj[0] ?? null, kcal: kcal[0] };
    if (/kj/i.test(line) && kj.length > 0) return { kj: kj[0], kcal: null };
  }
  return { kj: null, kcal: null };
}

/** Column by column: each value line goes to the oldest label still waiting for a value. */
function readByQueue(lines: string[]): NutritionValues {
  const out = emptyValues();
  const waiting: (Field | null)[] = [];
  let lastLabel: Field | null | undefined;
  for (const raw of lines) {
    const row = labelOf(raw);
    if (row) {
      // A label continued on the next line (translations) is the same row.
      // So is the same label in another language printed as a second block of labels.
      const repeated = row.field !== null && waiting.includes(row.field);
      if (!(row.field === lastLabel && waiting.at(-1) === row.field) && !repeated)
        waiting.push(row.field);
      lastLabel = row.field;
      if (row.values.trim()) take(row.values, true);
      continue;
    }
    const f = foldCase(raw);
    if (VALUES_ONLY.test(f) && !PER_100.test(f)) take(raw, false);
  }
  function take(values: string, own: boolean): void {
    const isEnergy = /\d\s*(?:kcal|k[jil1])\b/i.test(values);
    if (isEnergy) {
      const { kj, kcal } = energyTokens(values, '');
      if (out.energyKcal === null && kcal[0] !== undefined) out.energyKcal = kcal[0];
      if (out.energyKj === null && kj[0] !== undefined) out.energyKj = kj[0];
      const i = waiting.indexOf('energy');
      if (i >= 0) waiting.splice(i, 1);
      return;
    }
    const grams = gramValues(values);
    if (grams.length === 0) return;
    let i = own ? waiting.length - 1 : waiting.findIndex((w) => w !== 'energy');
    if (i < 0) return;
    const field = waiting[i];
    waiting.splice(i, 1);
    if (field && field !== 'energy' && out[field] === null) out[field] = grams[0];
  }
  return out;
}

function fillFrom(a: NutritionValues, b: NutritionValues): NutritionValues {
  const out = { ...a };
  for (const k of Object.keys(out) as (keyof NutritionValues)[]) if (out[k] === null) out[k] = b[k];
  return out;
}

const GRAM_FIELDS = [
  'fat',
  'saturatedFat',
  'carbohydrates',
  'sugars',
  'fibre',
  'protein',
  'salt',
] as const;

/** Energy from the macronutrients (kcal): 9 fat, 4 carbohydrate, 4 protein, 2 fibre. */
function energyFromMacros(v: NutritionValues): number | null {
  if (v.fat === null || v.carbohydrates === null || v.protein === null) return null;
  return 9 * v.fat + 4 * v.carbohydrates + 4 * v.protein + 2 * (v.fibre ?? 0);
}

/** Whether kcal agrees with the macronutrients (alcohol and polyols make labels run higher). */
function energyAgrees(v: NutritionValues): boolean | null {
  const est = energyFromMacros(v);
  const kcal = v.energyKcal ?? (v.energyKj !== null ? v.energyKj / 4.184 : null);
  if (est === null || kcal === null) return null;
  return Math.abs(kcal - est) <= Math.max(20, 0.2 * kcal);
}

/** Broken rules of a per-100 reading; the fewer, the likelier the reading. */
function violations(v: NutritionValues): number {
  let n = 0;
  for (const f of GRAM_FIELDS) if (v[f] !== null && (v[f] as number) > 100) n += 1;
  if (v.saturatedFat !== null && v.fat !== null && v.saturatedFat > v.fat + 0.05) n += 1;
  if (v.sugars !== null && v.carbohydrates !== null && v.sugars > v.carbohydrates + 0.05) n += 1;
  const total = (v.fat ?? 0) + (v.carbohydrates ?? 0) + (v.protein ?? 0) + (v.fibre ?? 0);
  if (total > 105) n += 1;
  if (energyAgrees(v) === false) n += 2;
  return n;
}

/** Picks the candidate reading with the most fields and the fewest broken rules (first wins ties). */
function chooseReading(candidates: NutritionValues[]): NutritionValues {
  let best = candidates[0];
  let bestScore = -Infinity;
  for (const c of candidates) {
    const filled = Object.values(c).filter((x) => x !== null).length;
    const score = filled - 3 * violations(c);
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return { ...best };
}

/**
 * Values that break a physical rule are taken out of the reading and named: a field that cannot
 * be right is unknown, never shown as a fact. Returns the fields so marked.
 */
function markUncertain(v: NutritionValues, limit: number | null): Field[] {
  const out: Field[] = [];
  const drop = (f: keyof NutritionValues) => {
    if (v[f] === null) return;
    v[f] = null;
    out.push(f);
  };
  if (limit !== null)
    for (const f of GRAM_FIELDS) if (v[f] !== null && (v[f] as number) > limit) drop(f);
  if (limit !== null && v.sodium !== null && v.sodium * SALT_PER_SODIUM > limit) drop('sodium');
  // Pure fat is 900 kcal per 100 g: nothing eaten holds more.
  if (limit !== null && v.energyKcal !== null && v.energyKcal > 9 * limit) {
    drop('energyKcal');
    drop('energyKj');
  }
  if (v.saturatedFat !== null && v.fat !== null && v.saturatedFat > v.fat + 0.05)
    drop('saturatedFat');
  if (v.sugars !== null && v.carbohydrates !== null && v.sugars > v.carbohydrates + 0.05)
    drop('sugars');
  if (v.sodium !== null && v.salt === null) v.salt = null;
  // Energy printed as a kJ/kcal pair that agree with each other is trusted over the macronutrients
  // (one misread macronutrient is likelier than two matching misread energy figures).
  const printedPair = isKjKcalPair(v.energyKj ?? undefined, v.energyKcal ?? undefined);
  if (!printedPair && energyAgrees(v) === false) {
    drop('energyKcal');
    drop('energyKj');
  }
  return out;
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
