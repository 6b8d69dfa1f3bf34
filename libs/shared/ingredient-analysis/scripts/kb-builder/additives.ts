/**
 * Food additives from the Open Food Facts additives taxonomy (additives.txt), with EU authorisation
 * read from the EU food-additives list (additives.eu-foods.txt).
 */
import { canonicalAdditiveCode, parentCodes } from '../../src/kb/additive-code';
import type { RawEfsa, RawEntity } from '../../src/kb/raw-types';
import { slug } from '../../src/text/normalize';
import { displayNames, keysOf, setDietTags } from './fields';
import { tagValue, type Taxonomy } from './taxonomy';

/** Additive-code groups written from EU rules (see docs/method.md, "health rules"). */
const ADDITIVE_GROUPS: Record<string, string[]> = {
  // Reg. 1169/2011 Annex II item 12 (sulphur dioxide and sulphites).
  sulphite: ['E220', 'E221', 'E222', 'E223', 'E224', 'E225', 'E226', 'E227', 'E228'],
  // Reg. 1333/2008 Annex V: "may have an adverse effect on activity and attention in children".
  'southampton-colour': ['E102', 'E104', 'E110', 'E122', 'E124', 'E129'],
  // Reg. 1169/2011 Annex III: "contains a source of phenylalanine".
  phenylalanine: ['E951', 'E962'],
  // Reg. 1169/2011 Annex III: polyols, "excessive consumption may produce laxative effects".
  polyol: ['E420', 'E421', 'E953', 'E965', 'E966', 'E967', 'E968'],
  phosphate: ['E338', 'E339', 'E340', 'E341', 'E343', 'E450', 'E451', 'E452'],
  nitrite: ['E249', 'E250', 'E251', 'E252'],
};

export function euAuthorisedCodes(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\bE\s?(\d{3,4}[a-h]?)\b/g)) {
    const code = canonicalAdditiveCode(m[1]);
    if (code) out.add(code);
  }
  return out;
}

export function buildAdditives(tax: Taxonomy, eu: Set<string>): RawEntity[] {
  const out: RawEntity[] = [];
  const seen = new Set<string>();
  for (const e of tax.entries) {
    const en = e.names.en?.[0];
    if (!en) continue;
    const code = canonicalAdditiveCode(en);
    if (!code || seen.has(code)) continue;
    seen.add(code);
    const parentCode = e.parents
      .map((p) => canonicalAdditiveCode(p.names.en?.[0] ?? ''))
      .find(Boolean);
    const classes = (tagValue(e.props['additives_classes:en']) ?? '')
      .split(',')
      .map((c) => tagValue(c) ?? '')
      .filter((c) => c.length > 0)
      .map((c) => slug(c));
    const efsa: RawEfsa = {};
    const date = e.props['efsa_evaluation_date:en']?.trim();
    if (date) efsa.date = date;
    const title = e.props['efsa_evaluation:en']?.trim();
    if (title) efsa.title = title;
    const url = (e.props['efsa_evaluation_url:en'] ?? e.props['efsa:en'])?.trim();
    if (url) efsa.url = url;
    const adi = e.props['efsa_evaluation_adi:en']?.trim();
    if (adi) efsa.adi = adi;
    const over = tagValue(e.props['efsa_evaluation_overexposure_risk:en']);
    if (over === 'high' || over === 'moderate' || over === 'no') efsa.overexposure = over;
    const above = e.props['efsa_evaluation_exposure_mean_greater_than_adi:en'];
    if (above) {
      const groups = above
        .split(',')
        .map((g) => tagValue(g) ?? '')
        .filter((g) => g && g !== 'no-group');
      if (groups.length > 0) efsa.aboveAdi = groups;
    }
    const entity: RawEntity = {
      id: code,
      kind: 'additive',
      names: displayNames(e.names),
      keys: keysOf(e.names, { xx: [code] }),
      code,
      euAuthorised:
        eu.has(code) || (parentCode !== undefined && parentCode !== null && eu.has(parentCode)),
    };
    if (classes.length > 0) entity.classes = [...new Set(classes)];
    if (Object.keys(efsa).length > 0) entity.efsa = efsa;
    setDietTags(entity, e);
    const groups = Object.entries(ADDITIVE_GROUPS)
      .filter(([, codes]) =>
        codes.some(
          (c) =>
            code === c || (code.startsWith(c) && !/\d/.test(code.slice(c.length, c.length + 1))),
        ),
      )
      .map(([g]) => g);
    if (classes.includes('sweetener') && !groups.includes('polyol')) groups.push('sweetener');
    if (groups.length > 0) entity.groups = groups.sort();
    out.push(entity);
  }
  // Inherit EFSA data and classes from the parent code when the sub-entry has none
  // (E450i has no own EFSA evaluation; the E450 one applies).
  const byCode = new Map(out.map((a) => [a.id, a]));
  for (const a of out) {
    for (const parent of parentCodes(a.id)) {
      const p = byCode.get(parent);
      if (!p) continue;
      if (!a.efsa && p.efsa) a.efsa = p.efsa;
      if (!a.classes && p.classes) a.classes = p.classes;
      if (!a.groups && p.groups) a.groups = p.groups;
      if (!a.euAuthorised && p.euAuthorised) a.euAuthorised = true;
    }
  }
  // A group code (E150, E472) is authorised when its specific members are.
  for (const a of out) {
    if (a.euAuthorised) continue;
    if (out.some((b) => b.euAuthorised && parentCodes(b.id).includes(a.id))) a.euAuthorised = true;
  }
  return out;
}
