import type { NutritionAnalysis } from '@labellens/contracts';
import type { NutritionAnalysis as EngineNutritionAnalysis } from '@labellens/ingredient-analysis';

/**
 * The engine's nutrition verdict as a scan stores and answers it: the contract's
 * NutritionAnalysis with every field given (a scan's entity keeps this exact type).
 */
export type NutritionAnalysisDto = ReturnType<typeof toNutritionAnalysisDto>;

export function toNutritionAnalysisDto(a: EngineNutritionAnalysis) {
  return {
    recommendation: a.recommendation,
    analysis: a.analysis,
    wholePackageAnalysis: a.wholePackageAnalysis,
    recommendationReason: a.recommendationReason,
    reasons: a.reasons,
    parsedNutrition: a.parsedNutrition,
    nutriScore:
      a.nutriScore.computed && a.nutriScore.grade
        ? {
            grade: a.nutriScore.grade,
            score: a.nutriScore.score ?? 0,
            version: a.nutriScore.version,
          }
        : null,
    levels: a.levels,
  } satisfies NutritionAnalysis;
}
