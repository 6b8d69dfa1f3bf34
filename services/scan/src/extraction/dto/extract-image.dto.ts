import type { ExtractImageRequestSchema } from '@labellens/contracts';
import type { z } from 'zod';

/** POST /api/extract-ingredients and /api/extract-nutrition (spec 01 §7). */
export type ExtractImageDto = z.output<typeof ExtractImageRequestSchema>;
