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
export type ScanStatusStep = (typeof SCAN_STATUS_STEPS)[number];

/**
 * One server-sent event of /api/scan-stream, sent as a `data: <json>` line (spec 01 §3): its
 * `type`, a message for the person, and the event's `data`.
 */
function streamEvent<T extends string, D extends z.ZodType>(id: string, type: T, data: D) {
  return apiObject(id, { type: z.literal(type), message: z.string(), data });
}

export const ScanStatusEventSchema = streamEvent(
  'ScanStatusEvent',
  'status',
  z.object({ step: z.enum(SCAN_STATUS_STEPS), scanId: z.string() }),
);
export const ScanIngredientEventSchema = streamEvent(
  'ScanIngredientEvent',
  'ingredient',
  IngredientSchema,
);
export const ScanAllergenEventSchema = streamEvent('ScanAllergenEvent', 'allergen', AllergenSchema);
export const ScanCompleteEventSchema = streamEvent(
  'ScanCompleteEvent',
  'complete',
  ScanResultSchema,
);
/** The analysis failed after the stream began; `data.code` is `analysis_failed`. */
export const ScanErrorEventSchema = streamEvent(
  'ScanErrorEvent',
  'error',
  z.object({ code: z.string() }),
);

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
