/**
 * @labellens/ingredient-analysis — ingredient knowledge base, analysis engine and nutrition
 * reader. Pure TypeScript with no Node-only imports: it runs in Node and in the browser. The
 * knowledge base (data/knowledge-base.json) is bundled as a JSON module by `loadKnowledgeBase()`.
 */
export {
  analyzeIngredients,
  iterateIngredientAnalysis,
  type AnalyzeOptions,
} from './analysis/analyze';
export {
  hasEnoughCoverage,
  MIN_SCORED_COVERAGE,
  overallSafety,
  ratingForScore,
} from './analysis/overall';
export { KB_CREDITS } from './credits';
export * from './dto/scan-dto';
export { chooseInstead, guidanceRuleFor } from './guidance/guidance';
export { GUIDANCE_EN, guidanceText, type GuidanceKey } from './i18n/guidance-messages';
export { DISPLAY_LANGUAGES, resolveLanguage } from './i18n/i18n';
export { TEMPLATE_LANGUAGES } from './i18n/messages';
export { canonicalAdditiveCode } from './kb/additive-code';
export { KnowledgeBase, type Entity } from './kb/knowledge-base';
export { loadKnowledgeBase } from './kb/load';
export { decodeKbIndex, type RawKbIndex } from './kb/prebuilt-index';
export type { HazardSource, RawKnowledgeBase } from './kb/raw-types';
export { Matcher, type MatchResult } from './match/matcher';
export { matcherFor } from './match/matcher-for';
export { clearAnalysisCaches } from './analysis/caches';
export { findAdditiveCodes } from './parse/additive-codes';
export {
  parseIngredientList,
  type ParsedIngredient,
  type ParsedLabel,
  type LabelStatement,
} from './parse/parse-ingredients';
export { personalHeadline } from './personal/headline';
export { dailyEnergyNeeds, parseAllergies, parseHealthConcerns } from './personal/profile';
export { FINDING_SCORES, rateEntity, type Finding, type Rating } from './rating/rater';
export {
  analyzeNutrition,
  type NutritionAnalysis,
  type NutritionAnalysisOptions,
  type NutritionCategory,
} from './nutrition/analysis';
export {
  estimatePercents,
  fruitsVegetablesFromCategory,
  ingredientShares,
  nutriScoreCategoryFromTags,
} from './nutrition/categories';
export {
  computeNutriScore,
  nutriScoreGrade,
  type NutriScoreCategory,
  type NutriScoreInput,
  type NutriScoreResult,
  type NutriScoreVersion,
} from './nutrition/nutriscore';
export {
  readNutritionTable,
  hasNutritionData,
  type NutritionTable,
  type NutritionValues,
} from './nutrition/reader';
export { violations as nutritionRuleViolations } from './nutrition/rules';
export { servingPairError } from './nutrition/figures';
export { emptyValues as emptyNutritionValues, GRAM_FIELDS } from './nutrition/values';
export * from './types';
