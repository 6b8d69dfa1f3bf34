import type { ActivateSubscriptionRequestSchema } from '@labellens/contracts';
import type { z } from 'zod';
import type { SubscriptionStatusResponseDto } from './subscription-status.dto';

/** POST /api/subscription/activate as validated: exactly one of the two intent ids. */
export type ActivateSubscriptionDto = z.output<typeof ActivateSubscriptionRequestSchema>;

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
