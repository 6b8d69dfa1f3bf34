import { orEmpty } from '../text/optional';

/** Figures of a nutrition table as printed and as OCR garbles them: numbers, units, energy. */

/** OCR repairs inside numbers: `1O g` → `10 g`, `l2 g` → `12 g`, `9,5` → `9.5`. */
export function repairNumbers(line: string): string {
  return (
    line
      // `.44 g` alone on its line: a speck read before the figure (labels print `0.44`, never `.44`).
      .replace(/^[.,'`]+(?=\d)/, '')
      // `2,9 o`, `0,11 e`, `9,2 a`, `15 go`: the gram unit read as another letter, or with an o
      // after it; `3,1, g`: a stray comma before the unit; `Og`: a zero read as the letter O.
      .replace(/^(\d+(?:[.,]\d+)?)\s+[oOeqa]$/, '$1 g')
      .replace(/(\d),\s+(m?g)\b/g, '$1 $2')
      .replace(/(?<=\s|^)[oO](?=\s*g\b)/g, '0')
      .replace(/(\d)\s*go\b/g, '$1 g')
      // `8,2 g (r)`, `1,5g/r`, `2,9 g rr`: a unit printed again in another script (Cyrillic `гр`)
      // and read as letters, after the only figure of the line.
      .replace(
        /^([<≤]?\s*\d+(?:[.,]\d+)?\s*(?:m?g|µg|ml))\s*[/(]?\s*[a-z\u0400-\u04ff]{1,4}\)?\s*$/i,
        '$1',
      )
      .replace(/(\d)[oO](?=[\d\s,.]*(?:k?j|k?cal|m?g|µg|%|\b))/g, '$10')
      .replace(/(?<=\s|^|<)[oO](?=[.,]\d)/g, '0')
      .replace(/(?<=\s|^|<)[lI|](?=\d)/g, '1')
      .replace(/(\d)[lI|](?=\d)/g, '$11')
      // `4,lg`: a decimal one read as the letter l before the gram unit.
      .replace(/(\d[.,])[lI|](?=\s*m?g\b)/g, '$11')
      // `llg`, `l.lg`: ones read as the letter l before a gram unit; `lig`: `1.1g` with its
      // decimal point lost (the serving column, or the rules, then place it).
      .replace(/(?<=\s|^)[lI|][lIi|\d]*(?:[.,][lIi|\d]+)?(?=\s*m?g\b)/g, (m) =>
        m.replace(/[lIi|]/g, '1'),
      )
      // `1,8 (r)`: the only figure of the line with its unit printed in Cyrillic (`г`) alone.
      .replace(/^([<≤]?\s*\d+(?:[.,]\d+)?)\s*\((?:r|г)\)\s*$/i, '$1 g')
      // `05 g`, `0 7 g`: a leading zero before a digit is a decimal separator the OCR lost (`0,5 g`).
      .replace(/(?<![\d.,])0 ?(\d)(?=\s*m?g\b)/g, '0.$1')
      .replace(/(\d),(\d)/g, '$1.$2')
      // `1990kl`, `1498k1`: kJ misread.
      .replace(/(\d)\s*k[l1I](?=[\s/.(-]|$)/g, '$1 kJ')
      // `2021 WJ`, `816 k)`: kJ misread; `358 kca.`, `528k kcal`: kcal misread or doubled.
      .replace(/(\d)\s*(?:[wW][jJ]|k\))(?=[\s/.(-]|$)/g, '$1 kJ')
      .replace(/(\d)\s*(?:k\s+kcal|kca[il1t]?)(?![a-z])\.?/gi, '$1 kcal')
      // `15 go`, `70 ; g`, `1.0: g`: a misread or stray mark between a value and its unit.
      .replace(/(\d)\s*[;:]?\s*g[o0](?=\s|$|[.,;])/g, '$1 g')
      .replace(/(\d)\s*[;:]\s*g\b/g, '$1 g')
  );
}

export interface Token {
  value: number;
  unit: string;
  upperBound: boolean;
  /** The digits as read (`2.69`), for other readings of a misread figure. */
  raw: string;
}

export const TOKEN =
  /(<\s*|≤\s*|less than\s*|moins de\s*|weniger als\s*)?(\d{1,2}[ \u202f.]\d{3}(?=\s*kj)|\d+(?:\.\d+)?)\s*(kj|kcal|cal|mg|µg|mcg|g|%)?/gi;

export function tokens(text: string): Token[] {
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

export function toGrams(t: Token): number | null {
  if (t.unit === '%') return null;
  if (t.unit === 'mg') return t.value / 1000;
  if (t.unit === 'µg' || t.unit === 'mcg') return t.value / 1e6;
  return t.value;
}

export function gramTokens(values: string): Token[] {
  return tokens(values).filter(
    (t) => t.unit !== '%' && t.unit !== 'kj' && t.unit !== 'kcal' && t.unit !== 'cal',
  );
}

/** Readings of a figure OCR may have garbled: as read; a unit-less closing 9 that was `g`; a lost
 * decimal separator before the last digit. Each with the number of repairs it assumes. */
export function readingsOf(t: Token): { value: number; repairs: number }[] {
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

/**
 * How far a per-serving figure is from the per-100 figure times the serving's share (the serving's
 * weight over 100 g), in units of the rounding a label allows: ≤ 1, the two columns agree. Both
 * columns are rounded on the label, to 0.1 g (0.15 g allowed) or to 1 g above 10 g (6 % is
 * 0.6 g there).
 */
export function servingPairError(per100: number, perServing: number, share: number): number {
  const want = per100 * share;
  return Math.abs(want - perServing) / Math.max(0.15, 0.06 * want);
}

/** The readings of two figures that agree by the share with the fewest repairs (and that
 * `accept` allows), or null. */
export function agreeingPair(
  a: Token,
  b: Token,
  share: number,
  accept: (x: number, y: number) => boolean = () => true,
): [number, number] | null {
  const agrees = (x: number, y: number) => servingPairError(x, y, share) <= 1;
  let best: [number, number] | null = null;
  let bestRepairs = Infinity;
  for (const x of readingsOf(a))
    for (const y of readingsOf(b)) {
      if (
        x.repairs + y.repairs < bestRepairs &&
        agrees(x.value, y.value) &&
        accept(x.value, y.value)
      ) {
        best = [x.value, y.value];
        bestRepairs = x.repairs + y.repairs;
      }
    }
  return best;
}

export function gramValues(values: string): number[] {
  return tokens(values)
    .filter((t) => t.unit !== '%' && t.unit !== 'kj' && t.unit !== 'kcal' && t.unit !== 'cal')
    .map(toGrams)
    .filter((v): v is number => v !== null && v < 1000);
}

/** Energy figures of a row in every printed form: `1066 kJ . 252 kcal`, `2332kJ-559 kcal`,
 * `1987 / (475 kcal)` (the bare number is kJ when it is ≈ 4.184 × the kcal), `1046/250`. */
export function energyTokens(values: string, label: string): { kj: number[]; kcal: number[] } {
  const toks = tokens(values.replace(/(\d)\s*(?:k[il1\]]|kj\.?)(?=[\s.\-/(]|$)/gi, '$1 kJ '));
  // `(k]/kcal)`, `(k)/kcal)`: kJ misread in the row's name.
  const name = label.replace(/\bk[\])il1|]\s*\/\s*kcal/gi, 'kj/kcal');
  let kj = toks.filter((t) => t.unit === 'kj').map((t) => t.value);
  let kcal = toks.filter((t) => t.unit === 'kcal' || t.unit === 'cal').map((t) => t.value);
  const bare = toks.filter((t) => t.unit === '').map((t) => t.value);
  if (kj.length === 0 && kcal.length === 0 && bare.length > 0) {
    if (/kj\s*\/\s*kcal/.test(name)) {
      kj = bare.filter((_, i) => i % 2 === 0);
      kcal = bare.filter((_, i) => i % 2 === 1);
    } else if (/kj/.test(name)) kj = bare;
    else if (/kcal|calor/.test(name) || bare.length === 1) kcal = bare;
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

export function isKjKcalPair(kj: number | undefined, kcal: number | undefined): boolean {
  if (kj === undefined || kcal === undefined || kcal <= 0) return false;
  return Math.abs(kj / kcal - 4.184) <= 0.15;
}
