import type { OfflineAllowanceRequestSchema, OfflineScanRequestSchema } from '@labellens/contracts';
import type { z } from 'zod';
import type { CreateScanDto } from '../../scans/dto/create-scan.dto';

/** POST /api/offline/allowance as validated. */
export type AllowanceRequestDto = z.output<typeof OfflineAllowanceRequestSchema>;

/** POST /api/offline/scans as validated: `createdAt` as a date, the product name trimmed. */
export type OfflineScanDto = z.output<typeof OfflineScanRequestSchema>;

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
