import { canonicalAdditiveCode } from '../kb/additive-code';
import { orEmpty } from '../text/optional';

export interface CodeMatch {
  code: string;
  start: number;
  end: number;
}

// E330, E-330, e 330, INS 330, SIN330, S.I.N.:160 b, INS N°954, INS N'952, E450i, E450(i), E160a(ii); OCR may print O for 0
// and l/I for 1 inside the number. A letter or roman sub-index must touch the number (or be in
// brackets) so that `E330 e E331` (Italian "and") is not read as E330e.
// Cyrillic `е` (U+0435) looks like Latin `e` and is printed on Russian labels (`е-1442`); INS
// numbers are also written `INS N'952` or `INS N 955`.
const CODE_RE =
  /(?<![\p{L}\d])(?:e|е|ins|sin|s\.i\.n\.?)\s*[-.:]?\s*(?:n\s*[°º'’]\s*|no\.?\s*|nr\.?\s*|n\s+)?([0-9OoIl|]{3,4})(?![\d])([a-h]|\s[a-h](?=\s*(?:$|[,;.)])))?(\(\s*(?:i{1,3}|iv|vi{0,3}|ix|x)\s*\)|(?:i{1,3}|iv|vi{0,3}|ix|x))?(?![\p{L}\d])/giu;

function digitsFromOcr(s: string): string | null {
  const real = s.replace(/[^0-9]/g, '').length;
  if (real < 2) return null;
  return s.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1');
}

/** Fewer than two ASCII digits: no code can be read (`digitsFromOcr` needs two real digits). */
function hasTwoDigits(text: string): boolean {
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57 && ++seen === 2) return true;
  }
  return false;
}

/** All additive codes printed in a piece of text, in order. */
export function findAdditiveCodes(text: string): CodeMatch[] {
  const out: CodeMatch[] = [];
  // Most ingredient names print no number: skip the long pattern.
  if (!hasTwoDigits(text)) return out;
  CODE_RE.lastIndex = 0;
  for (let m = CODE_RE.exec(text); m !== null; m = CODE_RE.exec(text)) {
    const digits = digitsFromOcr(m[1]);
    if (!digits) continue;
    const roman = orEmpty(m[3]).replace(/[()\s]/g, '');
    const code = canonicalAdditiveCode(`${digits}${orEmpty(m[2]).trim()}${roman}`);
    if (!code) continue;
    out.push({ code, start: m.index, end: m.index + m[0].length });
    // `INS 240,241,242b`: further numbers after one prefix, joined by commas or slashes.
    let end = m.index + m[0].length;
    for (let n = MORE_RE.exec(text.slice(end)); n !== null; n = MORE_RE.exec(text.slice(end))) {
      const more = canonicalAdditiveCode(`${n[1]}${orEmpty(n[2])}`);
      if (!more) break;
      out.push({ code: more, start: end, end: end + n[0].length });
      end += n[0].length;
    }
    CODE_RE.lastIndex = end;
  }
  return out;
}

// Not an amount (`E330, 500 g`) nor a decimal.
const MORE_RE =
  /^\s*[,/]\s*(\d{3,4})([a-h])?(?![\p{L}\d%])(?!\s*(?:mg|g|kg|µg|mcg|ml|cl|dl|l|%)(?![\p{L}]))(?![.,]\d{1,2}(?!\d))/u;
