import { z } from 'zod';
import { apiObject } from './api-object';
import { AllergenSchema, IngredientSchema, ScanResultSchema } from './scan';

export const SCAN_STATUS_STEPS = [
  'started',
  'reading',
  'allergens',
  'personal',
  'explaining',
  'saving',
] as const;

/** One server-sent event of /api/scan-stream, sent as a `data: <json>` line (spec 01 §3). */
export const ScanStatusEventSchema = apiObject('ScanStatusEvent', {
  type: z.literal('status'),
  message: z.string(),
  data: z.object({ step: z.enum(SCAN_STATUS_STEPS), scanId: z.string() }),
});

export const ScanIngredientEventSchema = apiObject('ScanIngredientEvent', {
  type: z.literal('ingredient'),
  message: z.string(),
  data: IngredientSchema,
});

export const ScanAllergenEventSchema = apiObject('ScanAllergenEvent', {
  type: z.literal('allergen'),
  message: z.string(),
  data: AllergenSchema,
});

export const ScanCompleteEventSchema = apiObject('ScanCompleteEvent', {
  type: z.literal('complete'),
  message: z.string(),
  data: ScanResultSchema,
});

/** The analysis failed after the stream began; `data.code` is `analysis_failed`. */
export const ScanErrorEventSchema = apiObject('ScanErrorEvent', {
  type: z.literal('error'),
  message: z.string(),
  data: z.object({ code: z.string() }),
});

export const ScanStreamEventSchema = z
  .discriminatedUnion('type', [
    ScanStatusEventSchema,
    ScanIngredientEventSchema,
    ScanAllergenEventSchema,
    ScanCompleteEventSchema,
    ScanErrorEventSchema,
  ])
  .meta({ id: 'ScanStreamEvent' });
export type ScanStreamEvent = z.infer<typeof ScanStreamEventSchema>;
