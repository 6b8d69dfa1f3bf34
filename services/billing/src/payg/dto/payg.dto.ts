import type {
  CreatePaygPaymentRequestSchema,
  ProcessPaygPaymentRequestSchema,
} from '@labellens/contracts';
import type { z } from 'zod';

export type CreatePaygPaymentDto = z.output<typeof CreatePaygPaymentRequestSchema>;

export type ProcessPaygPaymentDto = z.output<typeof ProcessPaygPaymentRequestSchema>;
