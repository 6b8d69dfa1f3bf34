/** What a label prints around a name: additive classes, allergen annotations, additive codes. */
import { canonicalAdditiveCode } from '../kb/additive-code';
import { matchKey } from '../text/normalize';
import { orEmpty } from '../text/optional';
import { findAdditiveCodes } from './additive-codes';
import { BARE_NUMBER, SOURCE_PREFIX } from './lexicon';
import { cleanName } from './names';
import type { ParseContext } from './parsed-ingredient';

/** The additive class a text names (`emulsifiers`, `Säuerungsmittel`), with the text as printed. */
export function classFor(
  ctx: ParseContext,
  text: string,
): { id: string; label: string } | undefined {
  const key = matchKey(text);
  if (!key) return undefined;
  // OCR: `Säuerungsmitte1` → `sauerungsmittel`.
  const repaired = /\d/.test(key) ? key.replace(/1/g, 'l').replace(/0/g, 'o') : key;
  // Tried in this order, each only when the ones before it are not class names.
  const c =
    ctx.kb.additiveClassForKey(key) ??
    ctx.kb.additiveClassForKey(key.replace(/s$/, '')) ??
    ctx.kb.additiveClassForKey(key.replace(/(?:en|n|e|er)$/, '')) ??
    ctx.kb.additiveClassForKey(key.replace(/x$/, '')) ??
    (repaired === key
      ? undefined
      : (ctx.kb.additiveClassForKey(repaired) ??
        ctx.kb.additiveClassForKey(repaired.replace(/s$/, ''))));
  return c ? { id: c.id, label: text.trim() } : undefined;
}

/** Allergen ids of a group such as `(milk)`, `(from soy)` or `(wheat, barley)`; else undefined. */
export function allergenAnnotation(ctx: ParseContext, group: string): string[] | undefined {
  const parts = group
    .split(/\s*(?:,|\band\b|\bet\b|\bund\b|\by\b|\be\b|\ben\b|&)\s*/iu)
    .filter((p) => p.trim());
  if (parts.length === 0 || parts.length > 3) return undefined;
  const ids: string[] = [];
  for (const p of parts) {
    const key = matchKey(p.replace(SOURCE_PREFIX, ''));
    const id = ctx.kb.allergenForKey(key);
    if (!id || key.split(' ').length > 3) return undefined;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The codes of a text that holds additive codes and nothing else (`E330, E331`); else undefined. */
export function codesOnly(text: string): string[] | undefined {
  const parts = text
    .split(/\s*[,/;]\s*|\s+(?:and|et|und|y|e|en|i|ja|och|og)\s+/iu)
    .filter((p) => p.trim());
  if (parts.length === 0) return undefined;
  const codes: string[] = [];
  for (const p of parts) {
    const found = findAdditiveCodes(p);
    if (found.length === 0 || cleanName(removeSpans(p, found)) !== '') return undefined;
    codes.push(...found.map((f) => f.code));
  }
  return codes;
}

/** `330`, `ins 450 (i)`: a number without `E`, read as a code only where a class names it. */
export function bareCode(text: string): string | null {
  const bare = BARE_NUMBER.exec(text);
  return bare
    ? canonicalAdditiveCode(`${orEmpty(bare[1])}${orEmpty(bare[2])}${orEmpty(bare[3])}`)
    : null;
}

/** The text with each span replaced by a space. */
export function removeSpans(text: string, spans: { start: number; end: number }[]): string {
  let out = '';
  let pos = 0;
  for (const s of spans) {
    out += text.slice(pos, s.start) + ' ';
    pos = s.end;
  }
  return out + text.slice(pos);
}
