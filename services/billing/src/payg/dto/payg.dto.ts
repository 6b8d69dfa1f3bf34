import { z } from 'zod';
import { PAYG_MAX_SCANS, PAYG_MIN_SCANS, PAYG_SCANS_PER_PACK } from '../../plans/plans.catalog';

const QUANTITY_RULE = `must be a number of scans from ${PAYG_MIN_SCANS} to ${PAYG_MAX_SCANS}, in steps of ${PAYG_SCANS_PER_PACK}`;

export const createPaygPaymentSchema = z.object({
  // A number, not a numeric string: the client sends JSON numbers and a string is a client bug.
  scansQuantity: z
    .number({ error: QUANTITY_RULE })
    .int(QUANTITY_RULE)
    .min(PAYG_MIN_SCANS, QUANTITY_RULE)
    .max(PAYG_MAX_SCANS, QUANTITY_RULE)
    .multipleOf(PAYG_SCANS_PER_PACK, QUANTITY_RULE),
});
export type CreatePaygPaymentDto = z.infer<typeof createPaygPaymentSchema>;

export const processPaygPaymentSchema = z.object({
  paymentIntentId: z
    .string({ error: 'must be a payment intent id (pi_...)' })
    .regex(/^pi_[A-Za-z0-9_]+$/, 'must be a payment intent id (pi_...)')
    .max(200),
});
export type ProcessPaygPaymentDto = z.infer<typeof processPaygPaymentSchema>;

export interface CreatePaygPaymentResponseDto {
  clientSecret: string;
  paymentIntentId: string;
  scansQuantity: number;
  amount: number;
}

export interface ProcessPaygPaymentResponseDto {
  scansGranted: number;
  paygCredits: number;
}

export interface ProcessAllPendingResponseDto {
  scansAdded: number;
  processedPayments: number;
}
