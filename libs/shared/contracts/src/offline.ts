import { z } from 'zod';
import { apiObject } from './api-object';
import { ScanDetailSchema } from './scan';

/** POST /api/offline/allowance: `{}`, or `{ scans }` to hold fewer than the default (10). */
export const OfflineAllowanceRequestSchema = apiObject('OfflineAllowanceRequest', {
  scans: z.number().int().min(1).max(1000).optional(),
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
 * analyses `ingredientsText` again (split on commas like POST /api/scan's text); `extractedText`
 * is accepted but not stored.
 */
export const OfflineScanRequestSchema = apiObject('OfflineScanRequest', {
  /** The allowance's token. */
  allowance: z.string().min(1).max(4096),
  /** Chosen by the device, once per scan: a repeat answers the same scan (`replayed`). */
  idempotencyKey: z.uuid(),
  /** When the device made the scan (clamped to the server's now). */
  createdAt: z.iso.datetime({ offset: true }),
  ingredientsText: z.string().max(20_000),
  productName: z.string().max(200).nullish(),
  extractedText: z.string().max(20_000).nullish(),
  /** The page's language choice (`English`, `es`): the results' display language. */
  preferredLanguage: z.string().max(40).nullish(),
});
export type OfflineScanRequest = z.input<typeof OfflineScanRequestSchema>;

/** 201 with `replayed: false` for a new key; 200 with `replayed: true` and the same scan for a repeat. */
export const OfflineScanResponseSchema = apiObject('OfflineScanResponse', {
  scan: ScanDetailSchema,
  replayed: z.boolean(),
});
export type OfflineScanResponse = z.infer<typeof OfflineScanResponseSchema>;
