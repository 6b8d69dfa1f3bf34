import { createCanvas, GlobalFonts, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * Nutrition tables for the nutrition tests and `npm run eval -- nutrition`: EU tables (per 100 g
 * and per portion, in several languages, with coloured and inverted rows) and US Nutrition Facts
 * panels (serving size, per serving, %DV column, footnote). Values are drawn from a seed and are
 * self-consistent (energy from the macronutrients), so a reading can be scored field by field.
 */
export interface NutritionFacts {
  per100: {
    energyKj: number;
    energyKcal: number;
    fat: number;
    saturatedFat: number;
    carbohydrates: number;
    sugars: number;
    fibre: number;
    protein: number;
    salt: number;
  };
  servingGrams: number;
  perServing: NutritionFacts['per100'];
}

/** A small deterministic generator (mulberry32), so a seed always draws the same label. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const r2 = (n: number) => Math.round(n * 100) / 100;

export function nutritionFactsFor(seed: number): NutritionFacts {
  const rnd = random(seed * 7919 + 17);
  const fat = r1(0.5 + rnd() * 34);
  const carbohydrates = r1(1 + rnd() * Math.min(74, 95 - fat));
  const protein = r1(0.5 + rnd() * Math.min(25, 97 - fat - carbohydrates));
  const per100 = {
    fat,
    saturatedFat: r1(fat * (0.1 + rnd() * 0.6)),
    carbohydrates,
    sugars: r1(carbohydrates * rnd() * 0.8),
    fibre: r1(rnd() * 8),
    protein,
    salt: r2(0.02 + rnd() * 2.4),
    energyKcal: 0,
    energyKj: 0,
  };
  per100.energyKcal = Math.round(9 * fat + 4 * carbohydrates + 4 * protein + 2 * per100.fibre);
  per100.energyKj = Math.round(per100.energyKcal * 4.184);
  const servingGrams = [25, 30, 40, 45, 50, 55, 60, 125][Math.floor(rnd() * 8)];
  const k = servingGrams / 100;
  const perServing = {
    fat: r1(per100.fat * k),
    saturatedFat: r1(per100.saturatedFat * k),
    carbohydrates: r1(per100.carbohydrates * k),
    sugars: r1(per100.sugars * k),
    fibre: r1(per100.fibre * k),
    protein: r1(per100.protein * k),
    salt: r2(per100.salt * k),
    energyKcal: Math.round(per100.energyKcal * k),
    energyKj: Math.round(per100.energyKj * k),
  };
  return { per100, servingGrams, perServing };
}

let fontsRegistered = false;
function registerFonts(): void {
  if (fontsRegistered) return;
  GlobalFonts.registerFromPath('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', 'DejaVu Sans');
  GlobalFonts.registerFromPath(
    '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    'DejaVu Sans',
  );
  GlobalFonts.registerFromPath(
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    'Liberation Sans',
  );
  GlobalFonts.registerFromPath(
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    'Liberation Sans',
  );
  fontsRegistered = true;
}

const EU_LANGS = {
  en: {
    title: 'Nutrition information',
    typical: 'Typical values',
    per100: 'Per 100 g',
    portion: (g: number) => `Per ${g} g portion`,
    rows: [
      'Energy',
      'Fat',
      'of which saturates',
      'Carbohydrate',
      'of which sugars',
      'Fibre',
      'Protein',
      'Salt',
    ],
    comma: false,
  },
  de: {
    title: 'Nährwerte',
    typical: 'Durchschnittlich',
    per100: 'pro 100 g',
    portion: (g: number) => `pro Portion (${g} g)`,
    rows: [
      'Energie',
      'Fett',
      'davon gesättigte Fettsäuren',
      'Kohlenhydrate',
      'davon Zucker',
      'Ballaststoffe',
      'Eiweiß',
      'Salz',
    ],
    comma: true,
  },
  fr: {
    title: 'Valeurs nutritionnelles',
    typical: 'Valeurs moyennes',
    per100: 'pour 100 g',
    portion: (g: number) => `par portion (${g} g)`,
    rows: [
      'Énergie',
      'Matières grasses',
      'dont acides gras saturés',
      'Glucides',
      'dont sucres',
      'Fibres alimentaires',
      'Protéines',
      'Sel',
    ],
    comma: true,
  },
  it: {
    title: 'Valori nutrizionali',
    typical: 'Valori medi',
    per100: 'per 100 g',
    portion: (g: number) => `per porzione (${g} g)`,
    rows: [
      'Energia',
      'Grassi',
      'di cui acidi grassi saturi',
      'Carboidrati',
      'di cui zuccheri',
      'Fibre',
      'Proteine',
      'Sale',
    ],
    comma: true,
  },
};
export type EuLang = keyof typeof EU_LANGS;
export const EU_LABEL_LANGS = Object.keys(EU_LANGS) as EuLang[];

export interface TableStyle {
  font: 'DejaVu Sans' | 'Liberation Sans';
  /** Body text size in px. */
  size: number;
  /** Fill of every other row (null: none); the header row is printed light on this colour too. */
  band: string | null;
  /** Header row printed white on a dark fill (inverted). */
  invertedHeader: boolean;
  /** null = PNG; otherwise JPEG quality. */
  jpegQuality: number | null;
}

export function tableStyleFor(n: number): TableStyle {
  const bands = [null, '#d9ecd0', '#fde3c8', '#d5e4f5', '#e8e8e8'];
  return {
    font: n % 2 === 0 ? 'DejaVu Sans' : 'Liberation Sans',
    size: [24, 28, 22, 26][n % 4],
    band: bands[n % bands.length],
    invertedHeader: n % 3 === 1,
    jpegQuality: [null, 85, 70][n % 3],
  };
}

function num(v: number, comma: boolean): string {
  const s = String(v);
  return comma ? s.replace('.', ',') : s;
}

async function encode(canvas: Canvas, style: TableStyle): Promise<Buffer> {
  return style.jpegQuality === null
    ? canvas.encode('png')
    : canvas.encode('jpeg', style.jpegQuality);
}

/** An EU table: label column, per 100 g and per portion columns; energy as `kJ / kcal`. */
export async function renderEuTable(
  facts: NutritionFacts,
  lang: EuLang,
  style: TableStyle,
): Promise<Buffer> {
  registerFonts();
  const L = EU_LANGS[lang];
  const s = style.size;
  const rowH = Math.round(s * 1.7);
  const width = Math.round(s * 46);
  const height = rowH * (L.rows.length + 3) + s * 2;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'middle';
  const x0 = s;
  const cols = [x0, width * 0.45, width * 0.72];
  let y = s + rowH / 2;
  ctx.fillStyle = '#111111';
  ctx.font = `bold ${Math.round(s * 1.3)}px "${style.font}"`;
  ctx.fillText(L.title, x0, y);
  y += rowH;
  // Header row, inverted (light print on a dark fill) on some labels.
  if (style.invertedHeader) {
    ctx.fillStyle = '#1f4e2c';
    ctx.fillRect(0, y - rowH / 2, width, rowH);
  }
  ctx.fillStyle = style.invertedHeader ? '#ffffff' : '#111111';
  ctx.font = `bold ${s}px "${style.font}"`;
  [L.typical, L.per100, L.portion(facts.servingGrams)].forEach((h, i) => {
    ctx.fillText(h, cols[i], y, i === 0 ? cols[1] - cols[0] - s : width - cols[i] - s / 2);
  });
  y += rowH;
  const p = facts.per100;
  const q = facts.perServing;
  const c = L.comma;
  const values: [string, string][] = [
    [`${p.energyKj} kJ / ${p.energyKcal} kcal`, `${q.energyKj} kJ / ${q.energyKcal} kcal`],
    [`${num(p.fat, c)} g`, `${num(q.fat, c)} g`],
    [`${num(p.saturatedFat, c)} g`, `${num(q.saturatedFat, c)} g`],
    [`${num(p.carbohydrates, c)} g`, `${num(q.carbohydrates, c)} g`],
    [`${num(p.sugars, c)} g`, `${num(q.sugars, c)} g`],
    [`${num(p.fibre, c)} g`, `${num(q.fibre, c)} g`],
    [`${num(p.protein, c)} g`, `${num(q.protein, c)} g`],
    [`${num(p.salt, c)} g`, `${num(q.salt, c)} g`],
  ];
  L.rows.forEach((label, i) => {
    if (style.band && i % 2 === 0) {
      ctx.fillStyle = style.band;
      ctx.fillRect(0, y - rowH / 2, width, rowH);
    }
    ctx.fillStyle = '#111111';
    ctx.font = `${s}px "${style.font}"`;
    ctx.fillText(label, cols[0], y, cols[1] - cols[0] - s / 2);
    ctx.fillText(values[i][0], cols[1], y);
    ctx.fillText(values[i][1], cols[2], y);
    y += rowH;
  });
  return encode(canvas, style);
}

/** A US Nutrition Facts panel (2016 format): per serving, sodium in mg, %DV column, footnote. */
export async function renderUsLabel(facts: NutritionFacts, style: TableStyle): Promise<Buffer> {
  registerFonts();
  const s = style.size;
  const width = Math.round(s * 22);
  const rowH = Math.round(s * 1.6);
  const height = rowH * 20;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'middle';
  const x0 = s;
  const right = width - s;
  const q = facts.perServing;
  const sodiumMg = Math.round((q.salt / 2.5) * 1000);
  const dv = (v: number, ref: number) => `${Math.round((v / ref) * 100)}%`;
  let y = rowH;
  const text = (t: string, x: number, bold = false, size = s, align: 'left' | 'right' = 'left') => {
    ctx.font = `${bold ? 'bold ' : ''}${size}px "${style.font}"`;
    ctx.textAlign = align;
    ctx.fillText(t, x, y);
    ctx.textAlign = 'left';
  };
  const rule = (w: number) => {
    ctx.fillRect(x0, y + rowH / 2 - w / 2, right - x0, w);
  };
  ctx.fillStyle = '#111111';
  text('Nutrition Facts', x0, true, Math.round(s * 1.8));
  y += rowH * 1.3;
  text(`${Math.max(2, Math.round(500 / facts.servingGrams))} servings per container`, x0);
  y += rowH;
  text('Serving size', x0, true);
  text(`${facts.servingGrams}g`, right, true, s, 'right');
  rule(Math.round(s * 0.5));
  y += rowH * 1.2;
  text('Amount per serving', x0, true, Math.round(s * 0.8));
  y += rowH;
  // The calories row: large bold type, coloured on some labels.
  if (style.band) {
    ctx.fillStyle = style.band;
    ctx.fillRect(0, y - rowH * 0.7, width, rowH * 1.4);
    ctx.fillStyle = '#111111';
  }
  text('Calories', x0, true, Math.round(s * 1.5));
  text(String(q.energyKcal), right, true, Math.round(s * 1.8), 'right');
  rule(Math.round(s * 0.3));
  y += rowH * 1.3;
  text('% Daily Value*', right, true, Math.round(s * 0.8), 'right');
  y += rowH;
  const rows: [string, string, string | null, boolean][] = [
    ['Total Fat', `${q.fat}g`, dv(q.fat, 78), true],
    ['Saturated Fat', `${q.saturatedFat}g`, dv(q.saturatedFat, 20), false],
    ['Trans Fat', '0g', null, false],
    ['Cholesterol', '0mg', '0%', true],
    ['Sodium', `${sodiumMg}mg`, dv(sodiumMg, 2300), true],
    ['Total Carbohydrate', `${q.carbohydrates}g`, dv(q.carbohydrates, 275), true],
    ['Dietary Fiber', `${q.fibre}g`, dv(q.fibre, 28), false],
    ['Total Sugars', `${q.sugars}g`, null, false],
    ['Protein', `${q.protein}g`, null, true],
  ];
  rows.forEach(([name, amount, pct, bold], i) => {
    const indent = bold ? x0 : x0 + s;
    if (style.band && i % 2 === 1) {
      ctx.fillStyle = style.band;
      ctx.fillRect(0, y - rowH / 2, width, rowH);
      ctx.fillStyle = '#111111';
    }
    ctx.font = `${bold ? 'bold ' : ''}${s}px "${style.font}"`;
    ctx.fillText(name, indent, y);
    const w = ctx.measureText(name).width;
    text(amount, indent + w + s * 0.4);
    if (pct) text(pct, right, true, s, 'right');
    rule(1);
    y += rowH;
  });
  y += rowH * 0.3;
  ctx.font = `${Math.round(s * 0.7)}px "${style.font}"`;
  ctx.fillText('* The % Daily Value (DV) tells you how much a nutrient in', x0, y);
  y += rowH * 0.6;
  ctx.fillText('a serving of food contributes to a daily diet. 2,000 calories', x0, y);
  y += rowH * 0.6;
  ctx.fillText('a day is used for general nutrition advice.', x0, y);
  return encode(canvas, style);
}

/** A picture with no nutrition table (bad-input tests): a few lines of unrelated pack text. */
export async function renderNoTable(): Promise<Buffer> {
  registerFonts();
  const canvas = createCanvas(900, 400);
  const ctx: SKRSContext2D = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 900, 400);
  ctx.fillStyle = '#111111';
  ctx.font = '32px "DejaVu Sans"';
  ctx.fillText('Store in a cool dry place.', 40, 100);
  ctx.fillText('Best before: see top of pack.', 40, 180);
  ctx.fillText('Recyclable carton.', 40, 260);
  return canvas.encode('png');
}
