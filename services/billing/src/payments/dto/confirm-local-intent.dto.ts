import { z } from 'zod';

export const confirmLocalIntentSchema = z.object({
  clientSecret: z
    .string({ error: 'clientSecret is required' })
    .min(1, 'clientSecret is required')
    .max(300),
  cardNumber: z.string({ error: 'cardNumber is required' }).max(40),
  expiry: z.string({ error: 'expiry is required (MM/YY)' }).max(10),
  cvc: z.string({ error: 'cvc is required' }).max(10),
});
export type ConfirmLocalIntentDto = z.infer<typeof confirmLocalIntentSchema>;

export interface LocalIntentResponseDto {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: string;
  paymentMethodId: string | null;
}

export interface BillingClientConfigResponseDto {
  provider: 'stripe' | 'local';
  /** For Stripe.js; null with the local provider. */
  publishableKey: string | null;
  /** Local provider only: cards the test form accepts and what they do. */
  testCards: { number: string; outcome: string }[];
}
