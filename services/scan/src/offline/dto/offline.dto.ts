import { z } from 'zod';
import { MESSAGES } from '../../common/scan.exception';
import { NO_WORDS_MESSAGE, type CreateScanDto } from '../../scans/dto/create-scan.dto';

const text = (max: number) =>
  z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`);

/** POST /api/offline/allowance: `{}`, or `{ scans }` to hold fewer than the default. */
export const allowanceRequestSchema = z.object({
  scans: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .optional(),
});
export type AllowanceRequestDto = z.infer<typeof allowanceRequestSchema>;

export interface AllowanceResponseDto {
  token: string;
  scans: number;
  expiresAt: string;
}

const hasWord = (s: string) => /[\p{L}\p{N}]/u.test(s);

/**
 * POST /api/offline/scans. Only the person's text is taken: the server analyses it again, so any
 * result the device computed is ignored (unknown fields are dropped). `ingredientsText` has the
 * online scan's limit (20,000 characters) and is analysed as POST /api/scan's text is.
 */
export const offlineScanSchema = z.object({
  allowance: z
    .string({ error: 'is required' })
    .min(1, 'is required')
    .max(4096, 'is not an offline allowance'),
  idempotencyKey: z.uuid({
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be a UUID'),
  }),
  createdAt: z.iso
    .datetime({
      offset: true,
      error: (issue) =>
        issue.input === undefined ? 'is required' : 'must be an ISO-8601 date and time',
    })
    .transform((v) => new Date(v)),
  ingredientsText: text(20_000)
    .refine((v) => v.trim().length > 0, MESSAGES.noIngredients)
    .refine(hasWord, NO_WORDS_MESSAGE),
  productName: text(200)
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null)),
  /** What OCR read on the device; accepted for the record, not stored or analysed. */
  extractedText: text(20_000).nullish(),
  preferredLanguage: text(40).nullish(),
});
export type OfflineScanDto = z.infer<typeof offlineScanSchema>;

/** The same list POST /api/scan would analyse for this text. */
export function toCreateScanDto(dto: OfflineScanDto): CreateScanDto {
  return {
    ingredients: dto.ingredientsText.trim(),
    productName: dto.productName,
    containsStatements: [],
    allergens: [],
    preferredLanguage: dto.preferredLanguage ?? null,
  };
}
