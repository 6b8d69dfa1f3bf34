import type { AllergenDto, IngredientDto, ScanResultDto } from './scan.mapper';

export type StatusStep = 'started' | 'reading' | 'allergens' | 'personal' | 'explaining' | 'saving';

/** One server-sent event of /api/scan-stream (spec 01 §3 "Streaming event"), sent as `data: <json>`. */
export type StreamEventDto =
  | { type: 'status'; message: string; data: { step: StatusStep; scanId: string } }
  | { type: 'ingredient'; message: string; data: IngredientDto }
  | { type: 'allergen'; message: string; data: AllergenDto }
  | { type: 'complete'; message: string; data: ScanResultDto }
  | { type: 'error'; message: string; data: { code: string } };

export const STATUS_MESSAGES: Record<StatusStep, string> = {
  started: 'Starting analysis...',
  reading: 'Reading ingredient list...',
  allergens: 'Checking allergens...',
  personal: 'Personalized analysis...',
  explaining: 'Adding plain-language explanations...',
  saving: 'Saving results...',
};
