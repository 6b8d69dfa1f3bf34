import type { ConfirmLocalIntentRequestSchema } from '@labellens/contracts';
import type { z } from 'zod';

export type ConfirmLocalIntentDto = z.output<typeof ConfirmLocalIntentRequestSchema>;

export interface BillingClientConfigResponseDto {
  provider: 'stripe' | 'local';
  /** For Stripe.js; null with the local provider. */
  publishableKey: string | null;
  /** Local provider only: cards the test form accepts and what they do. */
  testCards: { number: string; outcome: string }[];
}
