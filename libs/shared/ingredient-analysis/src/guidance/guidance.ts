import { guidanceText } from '../i18n/guidance-messages';
import { allergenName, dietName, joinList, type LanguageChoice } from '../i18n/i18n';
import type { Entity, KnowledgeBase } from '../kb/knowledge-base';
import type { RawGuidanceRule } from '../kb/raw-types';
import type { Finding, ProductType, Rating } from '../rating/rater';
import type { ChooseInstead, IngredientAnalysis, PersonalAnalysis } from '../types';

/** Findings that set the ingredient's level (the reasons it is moderate or hazardous). */
function worstFindings(rating: Rating): Finding[] {
  return rating.findings.filter((f) => f.level === rating.riskLevel);
}

function matches(rule: RawGuidanceRule, entity: Entity, worst: Finding[]): boolean {
  const m = rule.match;
  const identity =
    m.codes || m.ids || m.groups || m.classes || m.kinds
      ? (m.codes?.includes(entity.code ?? '') ?? false) ||
        (m.ids?.includes(entity.id) ?? false) ||
        (m.groups?.some((g) => entity.groups?.includes(g)) ?? false) ||
        (m.classes?.some((c) => entity.classes?.includes(c)) ?? false) ||
        (m.kinds?.includes(entity.kind) ?? false)
      : true;
  if (!identity) return false;
  const relevant = m.findings ? worst.filter((f) => m.findings?.includes(f.code)) : worst;
  if (m.findings && relevant.length === 0) return false;
  if (m.agents)
    return relevant.some((f) => {
      const agent = (f.params.agent ?? '').toLowerCase();
      return m.agents?.some((a) => agent.includes(a)) ?? false;
    });
  return true;
}

/**
 * The guidance-table rule for a moderate or hazardous entity: the first rule of its product type
 * that matches, `none` when the table says it deliberately has none, null when nothing matches
 * (a gap the unit tests catch).
 */
export function guidanceRuleFor(
  kb: KnowledgeBase,
  entity: Entity,
  rating: Rating,
  productType: ProductType,
): RawGuidanceRule | 'none' | null {
  if (kb.guidance.none.some((n) => n.id === entity.id)) return 'none';
  const worst = worstFindings(rating);
  for (const rule of kb.guidance.rules)
    if (rule.productTypes.includes(productType) && matches(rule, entity, worst)) return rule;
  return null;
}

export interface GuidanceInput {
  result: IngredientAnalysis;
  entity: Entity | null;
  rating: Rating;
}

interface Group {
  rule: Omit<RawGuidanceRule, 'productTypes' | 'match'>;
  kind: ChooseInstead['kind'];
  severity: ChooseInstead['severity'];
  ingredients: string[];
  labels: string[];
  params: Partial<Record<string, string>>;
}

function label(r: IngredientAnalysis): string {
  if (!r.matched) return r.name;
  return r.additive && r.matched !== r.additive ? `${r.matched} (${r.additive})` : r.matched;
}

/**
 * "Choose instead" guidance (issue 18) for every moderate or hazardous ingredient and every
 * personal conflict, grouped by advice: personal conflicts first, then hazardous, then moderate.
 */
export function chooseInstead(
  kb: KnowledgeBase,
  lang: LanguageChoice,
  productType: ProductType,
  items: GuidanceInput[],
  personal: PersonalAnalysis | null,
  allergens: string[],
  traces: string[],
): ChooseInstead[] {
  const L = lang.explanation;
  const groups = new Map<string, Group>();
  const add = (
    key: string,
    rule: Group['rule'] | undefined,
    kind: Group['kind'],
    severity: Group['severity'],
    ingredients: string[],
    labels: string[],
    params: Group['params'] = {},
  ) => {
    if (!rule) return;
    const g = groups.get(key);
    if (!g) {
      groups.set(key, { rule, kind, severity, ingredients: [...ingredients], labels, params });
      return;
    }
    if (severity === 'high') g.severity = 'high';
    for (const i of ingredients) if (!g.ingredients.includes(i)) g.ingredients.push(i);
    for (const l of labels) if (!g.labels.includes(l)) g.labels.push(l);
  };
  const personalRule = (id: string) => kb.guidance.personal.find((r) => r.id === id);

  if (personal) {
    for (const id of personal.allergens) {
      const allergen = allergenName(kb, id, lang.display);
      const ingredients = items
        .filter((i) => i.result.allergens.includes(id))
        .map((i) => i.result.name);
      if (allergens.includes(id))
        add(`allergy:${id}`, personalRule('allergy'), 'allergy', 'high', ingredients, [], {
          allergen,
        });
      else if (traces.includes(id))
        add(`trace:${id}`, personalRule('trace'), 'trace', 'moderate', [], [], { allergen });
    }
    const byName = new Map(items.map((i) => [i.result.name, i.result]));
    for (const a of personal.alerts) {
      const r = a.ingredient ? byName.get(a.ingredient) : undefined;
      if (!r) continue;
      if (a.type === 'allergy' && !r.allergens.some((x) => personal.allergens.includes(x)))
        add('allergy-term', personalRule('allergy-term'), 'allergy', 'high', [r.name], [label(r)]);
      else if (a.type === 'marked-allergy' || a.type === 'marked-concern')
        add('marked', personalRule('marked'), 'marked', a.severity, [r.name], [label(r)]);
      else if (a.type === 'diet' && personal.dietConflicts.length > 0) {
        const diet = personal.dietConflicts[0].diet;
        add('diet', personalRule('diet'), 'diet', a.severity, [r.name], [label(r)], {
          diet: dietName(diet, L),
        });
      } else if (a.type === 'health')
        add('health', personalRule('health'), 'health', 'moderate', [r.name], [label(r)]);
    }
  }

  for (const i of items) {
    const level = i.result.riskLevel;
    if (!i.entity || (level !== 'moderate' && level !== 'hazardous')) continue;
    const rule = guidanceRuleFor(kb, i.entity, i.rating, productType);
    if (!rule || rule === 'none') continue;
    add(
      `rule:${rule.id}`,
      rule,
      'finding',
      level === 'hazardous' ? 'high' : 'moderate',
      [i.result.name],
      [label(i.result)],
    );
  }

  const order = { allergy: 0, trace: 1, marked: 1, diet: 1, health: 1, finding: 2 };
  const out: ChooseInstead[] = [];
  for (const g of groups.values()) {
    const text = guidanceText(L, g.rule.advice, { ...g.params, name: joinList(g.labels, L) });
    if (!text) continue;
    out.push({
      rule: g.rule.id,
      kind: g.kind,
      severity: g.severity,
      ingredients: g.ingredients,
      text: text.text,
      language: text.language,
      reason: g.rule.reason,
      source: g.rule.source,
    });
  }
  return out.sort(
    (a, b) =>
      order[a.kind] - order[b.kind] ||
      (a.severity === b.severity ? 0 : a.severity === 'high' ? -1 : 1),
  );
}
