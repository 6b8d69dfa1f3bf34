import { z } from 'zod';
import { apiObject } from './api-object';
import { hasWord, productNameField, requiredOr, text } from './request-fields';
import { ScanDetailSchema } from './scan';
import { NO_INGREDIENTS_MESSAGE, NO_WORDS_MESSAGE } from './scan-requests';

/** POST /api/offline/allowance: `{}`, or `{ scans }` to hold fewer than the default (10). */
export const OfflineAllowanceRequestSchema = apiObject('OfflineAllowanceRequest', {
  scans: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .optional(),
});
export type OfflineAllowanceRequest = z.input<typeof OfflineAllowanceRequestSchema>;

/**
 * An offline allowance: a signed token (`lla1.<payload>.<signature>`) for `scans` scans of the
 * person's quota, held for them until `expiresAt` (plus a grace for syncing).
 */
export const OfflineAllowanceResponseSchema = apiObject('OfflineAllowanceResponse', {
  token: z.string(),
  /** min(asked, 10, the remaining quota); at least 1 (none left is a 403). */
  scans: z.number().int().min(1),
  expiresAt: z.iso.datetime(),
});
export type OfflineAllowanceResponse = z.infer<typeof OfflineAllowanceResponseSchema>;

/**
 * POST /api/offline/scans: one scan made offline. Only the person's text is taken: the server
 * analyses `ingredientsText` again, as POST /api/scan's text (the same limit, 20,000 characters),
 * so any result the device computed is ignored (unknown fields are dropped).
 */
export const OfflineScanRequestSchema = apiObject('OfflineScanRequest', {
  /** The allowance's token. */
  allowance: z
    .string({ error: 'is required' })
    .min(1, 'is required')
    .max(4096, 'is not an offline allowance'),
  /** Chosen by the device, once per scan: a repeat answers the same scan (`replayed`). */
  idempotencyKey: z.uuid({ error: requiredOr('must be a UUID') }),
  /** When the device made the scan (clamped to the server's now). */
  createdAt: z.iso
    .datetime({ offset: true, error: requiredOr('must be an ISO-8601 date and time') })
    .transform((v) => new Date(v)),
  ingredientsText: text(20_000)
    .refine((v) => v.trim().length > 0, NO_INGREDIENTS_MESSAGE)
    .refine(hasWord, NO_WORDS_MESSAGE),
  productName: productNameField,
  /** What OCR read on the device: accepted for the record, not stored or analysed. */
  extractedText: text(20_000).nullish(),
  /** The page's language choice (`English`, `es`): the results' display language. */
  preferredLanguage: text(40).nullish(),
});
export type OfflineScanRequest = z.input<typeof OfflineScanRequestSchema>;

/** 201 with `replayed: false` for a new key; 200 with `replayed: true` and the same scan for a repeat. */
export const OfflineScanResponseSchema = apiObject('OfflineScanResponse', {
  scan: ScanDetailSchema,
  replayed: z.boolean(),
});
export type OfflineScanResponse = z.infer<typeof OfflineScanResponseSchema>;
