/**
 * Cosmetics from the EU CosIng database (INCI names with functions and CAS numbers, Annexes II and
 * III) and the Open Beauty Facts taxonomies (INCI functions, fragrance allergens).
 */
import type { RawEntity, RawNamed } from '../../src/kb/raw-types';
import { matchKey, slug } from '../../src/text/normalize';
import { parseDelimited, recordsFrom } from './csv';
import { displayNames, normaliseCas } from './fields';
import { readSource } from './paths';
import { parseTaxonomy, type TaxonomyEntry } from './taxonomy';

export interface CosmeticsData {
  functions: RawNamed[];
  inci: RawEntity[];
  annexII: { ref: string; substance: string; keys: string[]; cas: string[] }[];
  annexIII: {
    ref: string;
    substance: string;
    keys: string[];
    cas: string[];
    maxConcentration?: string;
  }[];
  fragrance: { name: string; keys: string[]; cas: string[]; evidence: string; list: string }[];
}

function substanceKeys(name: string): string[] {
  // `Aminocaproic acid (INN) and its salts` → `aminocaproic acid`; bracketed synonyms kept as keys.
  const out = new Set<string>();
  const cleaned = name
    .replace(/\((?:INN|INCI|USAN|BAN|JAN)\)/gi, '')
    .replace(
      /,?\s*(?:and|its|their)\s+(?:its\s+)?(?:salts|esters|ethers|derivatives|isomers)(?:\s+(?:and|or)\s+(?:its\s+)?(?:salts|esters|ethers|derivatives|isomers))*.*$/i,
      '',
    )
    .replace(/\s+/g, ' ')
    .trim();
  const main = cleaned.replace(/\s*[([][^)\]]*[)\]]/g, '').trim();
  if (main) out.add(matchKey(main));
  for (const m of cleaned.matchAll(/[([]([^)\]]+)[)\]]/g)) {
    const inner = m[1].trim();
    if (
      /^[A-Za-z][A-Za-z0-9 ,.'-]{3,}$/.test(inner) &&
      !/\b(?:see|use|of|as|in|for|when)\b/i.test(inner)
    ) {
      out.add(matchKey(inner));
    }
  }
  return [...out].filter((k) => k.length >= 3);
}

export function buildCosmetics(dir: string): CosmeticsData {
  const functionTax = parseTaxonomy(readSource(dir, 'cosmetics', 'obf_inci_functions.txt'));
  const functionByKey = new Map<string, TaxonomyEntry>();
  for (const e of functionTax.entries) {
    const en = e.names.en?.[0];
    if (en) functionByKey.set(matchKey(en), e);
  }
  const functions: RawNamed[] = [];
  const functionIndex = new Map<string, number>();
  const functionFor = (label: string): number => {
    const id = slug(label);
    const existing = functionIndex.get(id);
    if (existing !== undefined) return existing;
    // `Skin Conditioning - Emollient` → translated names of `Emollient` when the full label has none.
    const tax =
      functionByKey.get(matchKey(label)) ??
      functionByKey.get(matchKey(label.split(' - ').pop() ?? label)) ??
      functionByKey.get(matchKey(label.replace(/^Cosmetic /i, '')));
    const names = tax ? displayNames(tax.names) : {};
    names.en = label;
    functions.push({ id, names, keys: {} });
    functionIndex.set(id, functions.length - 1);
    return functions.length - 1;
  };

  const inci: RawEntity[] = [];
  const seen = new Set<string>();
  const rows = recordsFrom(
    parseDelimited(readSource(dir, 'cosmetics', 'cosing_inci_cas_function.csv')),
  );
  for (const r of rows) {
    const name = r.inci_name ?? '';
    const key = matchKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const fns = (r.function ?? '')
      .split(', ')
      .map((f) => f.trim())
      .filter((f) => f.length > 0 && f !== 'Not Reported');
    const cas = normaliseCas(r.cas_number ?? '');
    const entity: RawEntity = {
      id: `inci:${slug(name)}`,
      kind: 'cosmetic',
      names: { en: name },
      keys: { xx: [key] },
    };
    if (fns.length > 0) entity.functions = fns.map(functionFor);
    if (cas.length > 0) entity.cas = cas;
    inci.push(entity);
  }

  /** The ingredient names an annex row identifies (`e.g.` column), words only. */
  const identifiedNames = (r: Partial<Record<string, string>>) =>
    (r['Identified INGREDIENTS or substances e.g.'] ?? '')
      .split(/[,;\n]/)
      .map((s) => s.trim())
      .filter((s) => /[A-Za-z]{3}/.test(s));

  const annexIIRows = parseDelimited(readSource(dir, 'cosmetics', 'COSING_Annex_II_v2.txt'));
  const headerII = annexIIRows.findIndex((r) => r[0] === 'Reference Number');
  const annexII = recordsFrom(annexIIRows, headerII)
    .filter((r) => r['Reference Number'])
    .map((r) => {
      const substance = r['Chemical name / INN'] ?? '';
      const identified = identifiedNames(r);
      return {
        ref: r['Reference Number'] ?? '',
        substance: substance.replace(/\s+/g, ' '),
        keys: [...new Set([...substanceKeys(substance), ...identified.map(matchKey)])].sort(),
        cas: normaliseCas(r['CAS Number'] ?? ''),
      };
    });

  const annexIIIRows = parseDelimited(readSource(dir, 'cosmetics', 'COSING_Annex_III_v2.txt'));
  const headerIII = annexIIIRows.findIndex((r) => r[0] === 'Reference Number');
  const annexIII = recordsFrom(annexIIIRows, headerIII)
    .filter((r) => r['Reference Number'])
    .map((r) => {
      const substance = r['Chemical name / INN'] ?? '';
      const glossary = r['Name of Common Ingredients Glossary'] ?? '';
      const identified = identifiedNames(r);
      const max = (r['Maximum concentration in ready for use preparation'] ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      const entry: {
        ref: string;
        substance: string;
        keys: string[];
        cas: string[];
        maxConcentration?: string;
      } = {
        ref: r['Reference Number'] ?? '',
        substance: substance.replace(/\s+/g, ' '),
        keys: [
          ...new Set([
            ...substanceKeys(substance),
            ...glossary
              .split(/[,;\n]/)
              .map((s) => matchKey(s))
              .filter((k) => k.length >= 3),
            ...identified.map(matchKey),
          ]),
        ].sort(),
        cas: normaliseCas(r['CAS Number'] ?? ''),
      };
      if (max) entry.maxConcentration = max.slice(0, 160);
      return entry;
    });

  const fragranceTax = parseTaxonomy(readSource(dir, 'cosmetics', 'obf_allergens.txt'));
  const fragrance = fragranceTax.entries.flatMap((e) => {
    const en = e.names.en ?? [];
    const first = en.at(0);
    if (first === undefined) return [];
    const name = first.trim();
    return [
      {
        name,
        keys: [matchKey(name), ...en.slice(1).map(matchKey)],
        cas: normaliseCas(e.props['cas_number:en'] ?? ''),
        evidence: (e.props['human_evidence:en'] ?? '').trim(),
        list: (e.props['eu_lists:en'] ?? '').trim(),
      },
    ];
  });
  return { functions, inci, annexII, annexIII, fragrance };
}
