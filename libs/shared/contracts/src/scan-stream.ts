import { z } from 'zod';
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
export const ScanStatusEventSchema = z
  .object({
    type: z.literal('status'),
    message: z.string(),
    data: z.object({ step: z.enum(SCAN_STATUS_STEPS), scanId: z.string() }),
  })
  .meta({ id: 'ScanStatusEvent' });

export const ScanIngredientEventSchema = z
  .object({ type: z.literal('ingredient'), message: z.string(), data: IngredientSchema })
  .meta({ id: 'ScanIngredientEvent' });

export const ScanAllergenEventSchema = z
  .object({ type: z.literal('allergen'), message: z.string(), data: AllergenSchema })
  .meta({ id: 'ScanAllergenEvent' });

export const ScanCompleteEventSchema = z
  .object({ type: z.literal('complete'), message: z.string(), data: ScanResultSchema })
  .meta({ id: 'ScanCompleteEvent' });

/** The analysis failed after the stream began; `data.code` is `analysis_failed`. */
export const ScanErrorEventSchema = z
  .object({ type: z.literal('error'), message: z.string(), data: z.object({ code: z.string() }) })
  .meta({ id: 'ScanErrorEvent' });

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
