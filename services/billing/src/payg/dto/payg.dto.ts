import type {
  CreatePaygPaymentRequestSchema,
  ProcessPaygPaymentRequestSchema,
} from '@labellens/contracts';
import type { z } from 'zod';

export type CreatePaygPaymentDto = z.output<typeof CreatePaygPaymentRequestSchema>;

export type ProcessPaygPaymentDto = z.output<typeof ProcessPaygPaymentRequestSchema>;

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
