import type { CreateScanRequestSchema, ScanNutritionRequestSchema } from '@labellens/contracts';
import type { z } from 'zod';

/** POST /api/scan and /api/scan-stream as validated: the list as one text, statements deduplicated. */
export type CreateScanDto = z.output<typeof CreateScanRequestSchema>;

/** POST /api/scan-nutrition as validated: `productId` as text. */
export type ScanNutritionDto = z.output<typeof ScanNutritionRequestSchema>;
