import { requiredText } from '@labellens/contracts';
import { z } from 'zod';
import type { QuotaHoldEntity } from '../entities/quota-hold.entity';

/** Longest hold billing accepts (an allowance's lifetime plus its sync grace). */
export const MAX_HOLD_DAYS = 90;

/** Whose hold, and which: every hold call names both. */
const holdOf = {
  userId: requiredText('userId is required', 200),
  holdId: z.uuid({ error: 'holdId must be a UUID' }),
};

export const createHoldSchema = z.object({
  ...holdOf,
  scans: z
    .number({ error: 'scans must be a number' })
    .int('scans must be a whole number')
    .min(1, 'scans must be at least 1')
    .max(1000, 'scans must be at most 1000'),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'expiresAt must be an ISO-8601 date' })
    .transform((v) => new Date(v))
    .refine((d) => d.getTime() <= Date.now() + MAX_HOLD_DAYS * 86_400_000, {
      message: `expiresAt must be within ${MAX_HOLD_DAYS} days`,
    }),
});
export type CreateHoldDto = z.infer<typeof createHoldSchema>;

export const claimHoldSchema = z.object({
  ...holdOf,
  claimKey: requiredText('claimKey is required', 200),
});
export type ClaimHoldDto = z.infer<typeof claimHoldSchema>;

export interface HoldResponseDto {
  holdId: string;
  scans: number;
  expiresAt: string;
  /** Unclaimed scans of the person's earlier holds given back by this one. */
  released: number;
}

export function toHoldResponse(hold: QuotaHoldEntity, released: number): HoldResponseDto {
  return {
    holdId: hold.id,
    scans: hold.scans,
    expiresAt: hold.expiresAt.toISOString(),
    released,
  };
}
