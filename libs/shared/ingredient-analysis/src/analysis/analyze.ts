/**
 * The analysis engine: each label is prepared (parsed, resolved, typed), each ingredient rated and
 * personalised as it comes, then the whole product summarised.
 */
import { matcherFor } from '../match/matcher-for';
import { Personaliser } from '../personal/personalise';
import type { AnalysisResult, IngredientAnalysis } from '../types';
import { prepare, type AnalyzeOptions } from './prepare';
import { rateNode, type Rated } from './rate';
import { statementAllergens } from './statement-allergens';
import { summarise } from './summarise';

export type { AnalyzeOptions } from './prepare';

/**
 * Analyses an ingredient list one ingredient at a time: yields each ingredient's result as soon
 * as it is rated (for streaming), then returns the whole-product result.
 */
export function* iterateIngredientAnalysis(
  input: string | string[],
  options: AnalyzeOptions = {},
): Generator<IngredientAnalysis, AnalysisResult, void> {
  const p = prepare(input, options);
  const matcher = matcherFor(p.kb);
  const statements = statementAllergens(
    p.kb,
    matcher,
    p.label,
    p.label.language,
    options.containsStatements ?? [],
  );
  const rated: Rated[] = [];
  const results: IngredientAnalysis[] = [];
  const personaliser = new Personaliser(
    p.kb,
    matcher,
    p.lang,
    p.label.language,
    options.profile,
    options.preferences,
  );
  for (const n of p.nodes) {
    const r = rateNode(p, n);
    rated.push(r);
    const full = r.base as IngredientAnalysis;
    if (personaliser.enabled) Object.assign(full, personaliser.evaluate(toPersonalInput(r)));
    else {
      full.personalRisk = 'none';
      full.personalAlerts = [];
      full.userPreference = 'none';
    }
    results.push(full);
    yield full;
  }
  return summarise(p, rated, results, statements, options, personaliser);
}

function toPersonalInput(r: Rated) {
  const b = r.base;
  const label = b.matched
    ? b.additive && b.matched !== b.additive
      ? `${b.matched} (${b.additive})`
      : b.matched
    : b.name;
  return {
    name: b.name,
    label,
    entity: r.node.match.entity,
    allergens: r.base.allergens,
    vegan: r.base.vegan,
    vegetarian: r.base.vegetarian,
    additive: r.base.additive,
  };
}

/** Analyses an ingredient list (label text, or the list already split into ingredients). */
export function analyzeIngredients(
  input: string | string[],
  options: AnalyzeOptions = {},
): AnalysisResult {
  const it = iterateIngredientAnalysis(input, options);
  for (;;) {
    const step = it.next();
    if (step.done) return step.value;
  }
}
