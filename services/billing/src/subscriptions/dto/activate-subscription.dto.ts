import { z } from 'zod';
import type { SubscriptionStatusResponseDto } from './subscription-status.dto';

export const activateSubscriptionSchema = z
  .object({
    paymentIntentId: z
      .string()
      .regex(/^pi_[A-Za-z0-9_]+$/, 'must be a payment intent id (pi_...)')
      .max(200)
      .optional(),
    setupIntentId: z
      .string()
      .regex(/^seti_[A-Za-z0-9_]+$/, 'must be a setup intent id (seti_...)')
      .max(200)
      .optional(),
  })
  .refine((body) => (body.paymentIntentId === undefined) !== (body.setupIntentId === undefined), {
    message: 'Send either paymentIntentId or setupIntentId',
  });
export type ActivateSubscriptionDto = z.infer<typeof activateSubscriptionSchema>;

export interface ActivateSubscriptionResponseDto {
  message: string;
  subscription: SubscriptionStatusResponseDto;
}

export interface CancelSubscriptionResponseDto {
  message: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
  subscription: SubscriptionStatusResponseDto;
}
