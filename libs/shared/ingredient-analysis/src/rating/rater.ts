import type { Entity } from '../kb/knowledge-base';
import type { HazardSource } from '../kb/raw-types';

export type RiskLevel = 'low_risk' | 'moderate' | 'hazardous' | 'unknown';
export type ProductType = 'food' | 'cosmetic';

/** Why an ingredient has the rating it has; rendered into text by the i18n layer. */
export type FindingCode =
  | 'iarc-1'
  | 'iarc-2a'
  | 'iarc-2b'
  | 'ntp-known'
  | 'ntp-anticipated'
  | 'prop65'
  | 'efsa-overexposure-high'
  | 'efsa-overexposure-moderate'
  | 'efsa-no-overexposure'
  | 'efsa-evaluated'
  | 'not-eu-authorised'
  | 'unevaluated-additive'
  | 'eu-authorised'
  | 'cosing-annex-ii'
  | 'cosing-annex-iii'
  | 'cosing-restricted'
  | 'eu-withdrawn'
  | 'fragrance-allergen'
  | 'food-ingredient'
  | 'nutrient'
  | 'cosmetic-listed'
  | 'eu-warning-children'
  | 'polyol'
  | 'phenylalanine';

export interface Finding {
  code: FindingCode;
  /** Level this finding implies on its own; null when it is information only. */
  level: Exclude<RiskLevel, 'unknown'> | null;
  /** Safety score this finding implies on its own (0–10); null when information only. */
  score: number | null;
  /** Citation, language-neutral (`IARC Group 2B`, `EFSA 2016 re-evaluation`). */
  source: string;
  params: Partial<Record<string, string>>;
}

export interface Rating {
  riskLevel: RiskLevel;
  /** 0–10, higher is safer; null when the ingredient is not recognised. */
  safetyScore: number | null;
  findings: Finding[];
}

/**
 * Scores per finding (see docs/method.md, "Ingredient rating"). The level of an ingredient is the
 * worst level among its findings and its score is the lowest score among them.
 */
export const FINDING_SCORES: Record<
  FindingCode,
  { level: Finding['level']; score: number | null }
> = {
  // Tier "carcinogenic or banned": IARC 1/2A, NTP known, prohibited in EU cosmetics or taken off
  // the EU list of food additives.
  'iarc-1': { level: 'hazardous', score: 1 },
  'iarc-2a': { level: 'hazardous', score: 2 },
  'ntp-known': { level: 'hazardous', score: 2 },
  'cosing-annex-ii': { level: 'hazardous', score: 1 },
  'eu-withdrawn': { level: 'hazardous', score: 1 },
  // Tier "moderate": possible carcinogens, intake above the acceptable daily intake (EFSA), and
  // substances allowed only under conditions. Being over the ADI is not being carcinogenic: MSG
  // (E621) does not share a tier with IARC Group 1 agents (method change, issue 12).
  'efsa-overexposure-high': { level: 'moderate', score: 4 },
  'iarc-2b': { level: 'moderate', score: 4 },
  'ntp-anticipated': { level: 'moderate', score: 4 },
  prop65: { level: 'moderate', score: 5 },
  'efsa-overexposure-moderate': { level: 'moderate', score: 5 },
  'cosing-annex-iii': { level: 'moderate', score: 6 },
  'cosing-restricted': { level: 'moderate', score: 5 },
  'eu-warning-children': { level: 'moderate', score: 5 },
  polyol: { level: null, score: null },
  phenylalanine: { level: null, score: null },
  'fragrance-allergen': { level: 'moderate', score: 6 },
  'unevaluated-additive': { level: 'moderate', score: 6 },
  'not-eu-authorised': { level: null, score: null },
  'efsa-no-overexposure': { level: 'low_risk', score: 8 },
  'efsa-evaluated': { level: 'low_risk', score: 8 },
  'eu-authorised': { level: 'low_risk', score: 7 },
  'cosmetic-listed': { level: 'low_risk', score: 8 },
  'food-ingredient': { level: 'low_risk', score: 10 },
  nutrient: { level: 'low_risk', score: 10 },
};

const LEVEL_ORDER: Record<Exclude<RiskLevel, 'unknown'>, number> = {
  low_risk: 0,
  moderate: 1,
  hazardous: 2,
};

function finding(
  code: FindingCode,
  source: string,
  params: Partial<Record<string, string>> = {},
): Finding {
  const s = FINDING_SCORES[code];
  return { code, level: s.level, score: s.score, source, params };
}

function efsaSource(entity: Entity): string {
  const year = entity.efsa?.date?.slice(0, 4) ?? '';
  const title = entity.efsa?.title ?? '';
  const kind = /re-?evaluation/i.test(title) ? 're-evaluation' : 'scientific opinion';
  return `EFSA ${year ? `${year} ` : ''}${kind}`;
}

function hazardFinding(h: HazardSource): Finding | null {
  switch (h.type) {
    case 'iarc':
      return finding(
        h.group === '1' ? 'iarc-1' : h.group === '2A' ? 'iarc-2a' : 'iarc-2b',
        h.ref ? `IARC Group ${h.group} (${h.ref})` : `IARC Group ${h.group}`,
        {
          agent: h.agent,
          group: h.group,
          year: h.year ? String(h.year) : '',
        },
      );
    case 'ntp':
      return finding(
        h.listing === 'known' ? 'ntp-known' : 'ntp-anticipated',
        `NTP Report on Carcinogens (15th): ${h.listing === 'known' ? 'known' : 'reasonably anticipated'} human carcinogen`,
        { agent: h.agent },
      );
    case 'prop65':
      return finding('prop65', `California Prop 65 (${h.toxicity.join(', ') || 'listed'})`, {
        agent: h.agent,
        toxicity: h.toxicity.join(', '),
      });
    case 'cosing-annex-ii':
      return finding('cosing-annex-ii', `EU CosIng Annex II (ref. ${h.ref})`, {
        substance: h.substance,
        ref: h.ref,
      });
    case 'cosing-annex-iii':
      return finding('cosing-annex-iii', `EU CosIng Annex III (ref. ${h.ref})`, {
        substance: h.substance,
        ref: h.ref,
        maxConcentration: h.maxConcentration ?? '',
      });
    case 'fragrance-allergen':
      return finding('fragrance-allergen', 'EU fragrance allergens (SCCS opinion)', {
        list: h.list,
        evidence: h.evidence,
      });
    case 'eu-withdrawn':
      return finding('eu-withdrawn', `${h.regulation} (${h.year})`, {
        source: h.regulation,
        year: String(h.year),
      });
    case 'cosing-restricted': {
      const f = finding(
        'cosing-restricted',
        `EU CosIng Annex ${h.annex} (ref. ${h.ref}); ${h.regulation} (${h.year})`,
        {
          substance: h.substance,
          annex: h.annex,
          ref: h.ref,
          conditions: h.conditions,
          source: h.regulation,
          year: String(h.year),
        },
      );
      // Banned in leave-on products: worse than a plain concentration limit.
      return h.leaveOnBanned ? { ...f, score: 4 } : f;
    }
  }
}

/** Cosmetic annex listings and fragrance allergens concern products applied to the body. */
function appliesTo(h: HazardSource, productType: ProductType): boolean {
  if (
    h.type === 'cosing-annex-ii' ||
    h.type === 'cosing-annex-iii' ||
    h.type === 'cosing-restricted' ||
    h.type === 'fragrance-allergen'
  ) {
    return productType === 'cosmetic';
  }
  return true;
}

/**
 * Rates one recognised entity from its data. `extraHazards` lets the caller add cosmetic listings
 * of an INCI entry with the same name when a cosmetic label names a food additive.
 */
export function rateEntity(
  entity: Entity | null,
  productType: ProductType,
  extraHazards: HazardSource[] = [],
): Rating {
  if (!entity) return { riskLevel: 'unknown', safetyScore: null, findings: [] };
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const h of [...(entity.hazards ?? []), ...extraHazards]) {
    if (!appliesTo(h, productType)) continue;
    const f = hazardFinding(h);
    if (f && !seen.has(`${f.code}|${f.source}`)) {
      seen.add(`${f.code}|${f.source}`);
      findings.push(f);
    }
  }
  switch (entity.kind) {
    case 'additive': {
      const over = entity.efsa?.overexposure;
      const src = efsaSource(entity);
      const groups = (entity.efsa?.aboveAdi ?? []).join(', ');
      if (over === 'high')
        findings.push(
          finding('efsa-overexposure-high', src, {
            groups,
            year: entity.efsa?.date?.slice(0, 4) ?? '',
          }),
        );
      else if (over === 'moderate')
        findings.push(
          finding('efsa-overexposure-moderate', src, {
            groups,
            year: entity.efsa?.date?.slice(0, 4) ?? '',
          }),
        );
      else if (over === 'no')
        findings.push(
          finding('efsa-no-overexposure', src, { year: entity.efsa?.date?.slice(0, 4) ?? '' }),
        );
      else if (entity.efsa?.date || entity.efsa?.title)
        findings.push(
          finding('efsa-evaluated', src, { year: entity.efsa.date?.slice(0, 4) ?? '' }),
        );
      if (entity.euAuthorised)
        findings.push(
          finding('eu-authorised', 'EU Reg. 1333/2008 Annex II (authorised food additive)'),
        );
      else if (entity.efsa)
        findings.push(finding('not-eu-authorised', 'EU Reg. 1333/2008 Annex II (not listed)'));
      else
        findings.push(
          finding(
            'unevaluated-additive',
            'EU Reg. 1333/2008 Annex II (not listed); no EFSA evaluation recorded',
          ),
        );
      const groups2 = entity.groups ?? [];
      if (groups2.includes('southampton-colour'))
        findings.push(finding('eu-warning-children', 'EU Reg. 1333/2008 Annex V (warning label)'));
      if (groups2.includes('polyol'))
        findings.push(finding('polyol', 'EU Reg. 1169/2011 Annex III (laxative effect warning)'));
      if (groups2.includes('phenylalanine'))
        findings.push(
          finding('phenylalanine', 'EU Reg. 1169/2011 Annex III (phenylalanine statement)'),
        );
      break;
    }
    case 'ingredient':
      findings.push(finding('food-ingredient', 'Open Food Facts ingredients taxonomy'));
      break;
    case 'nutrient':
      findings.push(finding('nutrient', 'Open Food Facts nutrients taxonomy'));
      break;
    case 'cosmetic':
      findings.push(finding('cosmetic-listed', 'EU CosIng inventory'));
      break;
    case 'substance':
      break;
  }
  const rated = findings.filter(
    (f): f is Finding & { level: Exclude<RiskLevel, 'unknown'>; score: number } =>
      f.level !== null && f.score !== null,
  );
  const first = rated.at(0);
  if (!first) return { riskLevel: 'unknown', safetyScore: null, findings };
  // A hazard listing outranks the reassuring baseline findings of the same entity.
  const worst = rated.reduce(
    (w, f) => (LEVEL_ORDER[f.level] > LEVEL_ORDER[w.level] ? f : w),
    first,
  );
  const relevant = rated.filter((f) => f.level === worst.level);
  // Bad news counts at its worst; reassurance at its best-supported (an EFSA evaluation over a
  // bare authorisation).
  const scores = relevant.map((f) => f.score);
  const score = worst.level === 'low_risk' ? Math.max(...scores) : Math.min(...scores);
  findings.sort(
    (a, b) =>
      (b.level ? LEVEL_ORDER[b.level] : -1) - (a.level ? LEVEL_ORDER[a.level] : -1) ||
      (a.score ?? 11) - (b.score ?? 11),
  );
  return { riskLevel: worst.level, safetyScore: score, findings };
}

export function worseLevel(a: RiskLevel, b: RiskLevel): RiskLevel {
  if (a === 'unknown') return b;
  if (b === 'unknown') return a;
  return LEVEL_ORDER[a] >= LEVEL_ORDER[b] ? a : b;
}
