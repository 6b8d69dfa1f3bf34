import { z } from 'zod';

/** POST /api/extract-ingredients and /api/extract-nutrition (spec 01 §7). */
export const extractImageSchema = z.object({
  // A 10 MB image is 13.4 M base64 characters; the exact limits are checked on the decoded bytes.
  image: z
    .string()
    .min(1, 'is required')
    .max(15 * 1024 * 1024, 'Image is too large. The maximum is 10 MB.'),
  /** The page sends `textract`; honoured only when that provider is configured here. */
  ocrProvider: z.string().max(40).nullish(),
});
export type ExtractImageDto = z.infer<typeof extractImageSchema>;
