/**
 * The whole-product result from the rated ingredients: additives, allergens and traces with their
 * sources, diet, overall safety, the personal summary and "choose instead" guidance.
 */
import { chooseInstead } from '../guidance/guidance';
import { allergenName, joinList, t } from '../i18n/i18n';
import type { Personaliser } from '../personal/personalise';
import type { AllergenFinding, AnalysisResult, DietStatus, IngredientAnalysis } from '../types';
import { combineDiet, overallSafety } from './overall';
import type { AnalyzeOptions, Prepared } from './prepare';
import type { Rated } from './rate';
import type { StatementAllergens } from './statement-allergens';

export function summarise(
  p: Prepared,
  rated: Rated[],
  results: IngredientAnalysis[],
  statements: StatementAllergens,
  options: AnalyzeOptions,
  personaliser: Personaliser,
): AnalysisResult {
  const additives: string[] = [];
  for (const r of results)
    if (r.additive && !additives.includes(r.additive)) additives.push(r.additive);
  // A compound that always contains an additive (`Nitritpökelsalz` → E250) reports it too.
  for (const r of rated)
    for (const c of r.node.match.entity?.components ?? [])
      if (!additives.includes(c)) additives.push(c);
  const allergens: string[] = [];
  for (const r of results)
    for (const a of r.allergens) if (!allergens.includes(a)) allergens.push(a);
  for (const a of statements.contains) if (!allergens.includes(a)) allergens.push(a);
  const traces = statements.traces.filter((a) => !allergens.includes(a));

  // Compound ingredients are judged through their sub-ingredients.
  const parents = new Set(rated.map((r) => r.node.parent));
  const leaves = rated.filter((r) => !parents.has(r.node));
  const diet = {
    vegan: combineDiet(leaves.map((r) => r.base.vegan)),
    vegetarian: combineDiet(leaves.map((r) => r.base.vegetarian)),
    palmOilFree: combineDiet(leaves.map((r) => invert(r.base.palmOil))),
  };
  for (const r of rated) {
    if (r.base.vegan === 'no') diet.vegan = 'no';
    if (r.base.vegetarian === 'no') diet.vegetarian = 'no';
    if (r.base.palmOil === 'yes') diet.palmOilFree = 'no';
  }

  const personal = personaliser.summary(traces, allergens);

  const findings = allergenFindings(
    p,
    results,
    statements,
    allergens,
    traces,
    personal?.allergens ?? [],
  );
  return {
    language: p.label.language,
    displayLanguage: p.lang.display,
    explanationLanguage: p.lang.explanation,
    productType: p.productType,
    ingredients: results,
    additives,
    allergens,
    traces,
    allergenFindings: findings,
    statements: {
      contains: [
        ...p.label.statements.filter((s) => s.kind === 'contains').map((s) => s.text),
        ...(options.containsStatements ?? []),
      ],
      mayContain: p.label.statements.filter((s) => s.kind === 'may-contain').map((s) => s.text),
    },
    diet,
    overallSafety: overallSafety(results),
    personal,
    guidance: chooseInstead(
      p.kb,
      p.lang,
      p.productType,
      rated.map((r, i) => ({ result: results[i], entity: r.ratedEntity, rating: r.rating })),
      personal,
      allergens,
      traces,
    ),
    declaredFruitVegetablePercent: p.label.declaredFruitVegetablePercent ?? null,
  };
}

/** Palm oil is combined as "contains palm oil" and reported as "palm-oil free". */
function invert(s: DietStatus): DietStatus {
  return s === 'yes' ? 'no' : s === 'no' ? 'yes' : s;
}

function allergenFindings(
  p: Prepared,
  results: IngredientAnalysis[],
  statements: StatementAllergens,
  allergens: string[],
  traces: string[],
  userAllergens: string[],
): AllergenFinding[] {
  const L = p.lang.explanation;
  const out: AllergenFinding[] = [];
  const mk = (
    id: string,
    presence: AllergenFinding['presence'],
    sources: string[],
  ): AllergenFinding => {
    const name = allergenName(p.kb, id, p.lang.display);
    const personal = userAllergens.includes(id);
    return {
      id,
      name,
      presence,
      sourceStatements: sources,
      safetyRating: personal ? 'hazardous' : 'moderate',
      safetyScore: personal ? 0 : presence === 'contains' ? 5 : 7,
      explanation: t(L, 'allergens', { allergens: `${name} (${joinList(sources, L)})` }),
      personalizedWarnings: personal
        ? [
            t(L, presence === 'contains' ? 'alert.allergy' : 'alert.allergyTrace', {
              allergen: name,
            }),
          ]
        : [],
    };
  };
  for (const id of allergens) {
    const sources = results.filter((r) => r.allergens.includes(id)).map((r) => r.name);
    for (const s of p.label.statements)
      if (s.kind === 'contains' && statements.byText.get(s.text)?.includes(id))
        sources.push(s.text);
    out.push(mk(id, 'contains', [...new Set(sources)]));
  }
  for (const id of traces) {
    const sources = p.label.statements
      .filter((s) => s.kind === 'may-contain' && statements.byText.get(s.text)?.includes(id))
      .map((s) => s.text);
    out.push(mk(id, 'may-contain', sources));
  }
  return out;
}
