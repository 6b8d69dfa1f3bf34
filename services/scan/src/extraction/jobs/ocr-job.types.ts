import type { ExtractIngredientsResponseDto, ExtractionMeta, ExtractionMode } from '../pipeline';
import type { NutritionDataDto } from '../nutrition-section';

export interface OcrJobData {
  mode: ExtractionMode;
  provider: 'tesseract' | 'textract';
  /** Redis key of the image bytes (kept out of the job so failed jobs do not keep photos). */
  imageKey: string;
  width: number;
  height: number;
}

export type OcrJobResult =
  | { mode: 'ingredients'; result: ExtractIngredientsResponseDto; meta: ExtractionMeta; ms: number }
  | { mode: 'nutrition'; result: NutritionDataDto; meta: ExtractionMeta; ms: number };
