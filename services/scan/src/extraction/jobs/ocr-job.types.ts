import type { ExtractedNutrition, ExtractIngredientsResponse } from '@labellens/contracts';
import type { ExtractionMeta, ExtractionMode } from '../pipeline';

export interface OcrJobData {
  mode: ExtractionMode;
  provider: 'tesseract' | 'textract';
  /** Redis key of the image bytes (kept out of the job so failed jobs do not keep photos). */
  imageKey: string;
  width: number;
  height: number;
}

export type OcrJobResult =
  | { mode: 'ingredients'; result: ExtractIngredientsResponse; meta: ExtractionMeta; ms: number }
  | { mode: 'nutrition'; result: ExtractedNutrition; meta: ExtractionMeta; ms: number };
