import { z } from 'zod';
import { apiObject } from './api-object';
import { SubscriptionTierSchema } from './enums';

/** GET /api/subscription-plans: one plan (prices in dollars, PAYG pack prices in cents). */
export const PlanSchema = apiObject('Plan', {
  id: z.string(),
  tierCode: SubscriptionTierSchema,
  name: z.string(),
  price: z.number(),
  interval: z.enum(['one_time', 'monthly']),
  maxScansPerMonth: z.number().nullable(),
  features: z.array(z.string()),
  popular: z.boolean(),
  /** Pay-as-you-go only: how quantities are chosen and priced (cents). */
  payg: z
    .object({
      scansPerPack: z.number(),
      pricePerPack: z.number(),
      minScans: z.number(),
      maxScans: z.number(),
      step: z.number(),
    })
    .optional(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlanListSchema = z.array(PlanSchema).meta({ id: 'PlanList' });

/** GET /api/subscription/status (spec 01 §3 plus the fields the plans page needs). */
export const SubscriptionStatusSchema = apiObject('SubscriptionStatus', {
  canScan: z.boolean(),
  scansUsed: z.number(),
  /** Unused allowance plus credits; null = unlimited. */
  scansRemaining: z.number().nullable(),
  subscriptionTier: SubscriptionTierSchema,
  subscriptionStatus: z.string(),
  plan: z.object({ name: z.string(), maxScansPerMonth: z.number().nullable() }),
  /** Pay-as-you-go credits held (never expire). */
  paygCredits: z.number(),
  /** A paid plan that ends at the end of the current period. */
  cancelAtPeriodEnd: z.boolean(),
  /** A paid plan chosen for the next billing cycle. */
  pendingTierCode: z.string().nullable(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** Scans held for analyses made offline and not yet synchronised. */
  offlineScansHeld: z.number().optional(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const CreateSubscriptionRequestSchema = apiObject('CreateSubscriptionRequest', {
  tierCode: z.string(),
});

/** A client secret to confirm with the payment provider, or a message when nothing needs paying. */
export const CreateSubscriptionResponseSchema = z
  .union([
    z.object({
      clientSecret: z.string(),
      paymentIntentId: z.string().optional(),
      setupIntentId: z.string().optional(),
    }),
    z.object({ message: z.string() }),
  ])
  .meta({ id: 'CreateSubscriptionResponse' });
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponseSchema>;

export const ActivateSubscriptionRequestSchema = apiObject('ActivateSubscriptionRequest', {
  paymentIntentId: z.string().optional(),
  setupIntentId: z.string().optional(),
});

export const ActivateSubscriptionResponseSchema = apiObject('ActivateSubscriptionResponse', {
  message: z.string(),
  subscription: SubscriptionStatusSchema,
});
export type ActivateSubscriptionResponse = z.infer<typeof ActivateSubscriptionResponseSchema>;

export const CancelSubscriptionResponseSchema = apiObject('CancelSubscriptionResponse', {
  message: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string(),
  subscription: SubscriptionStatusSchema,
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponseSchema>;

export const CreatePaygPaymentRequestSchema = apiObject('CreatePaygPaymentRequest', {
  scansQuantity: z.number().int(),
});

export const CreatePaygPaymentResponseSchema = apiObject('CreatePaygPaymentResponse', {
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  scansQuantity: z.number(),
  /** Cents. */
  amount: z.number(),
});
export type CreatePaygPaymentResponse = z.infer<typeof CreatePaygPaymentResponseSchema>;

export const ProcessPaygPaymentRequestSchema = apiObject('ProcessPaygPaymentRequest', {
  paymentIntentId: z.string(),
});

export const ProcessPaygPaymentResponseSchema = apiObject('ProcessPaygPaymentResponse', {
  scansGranted: z.number(),
  paygCredits: z.number(),
});
export type ProcessPaygPaymentResponse = z.infer<typeof ProcessPaygPaymentResponseSchema>;

export const ProcessAllPendingResponseSchema = apiObject('ProcessAllPendingResponse', {
  scansAdded: z.number(),
  processedPayments: z.number(),
});

/** POST /api/billing/local/confirm: the in-app test provider's stand-in for Stripe.js. */
export const ConfirmLocalIntentRequestSchema = apiObject('ConfirmLocalIntentRequest', {
  clientSecret: z.string(),
  cardNumber: z.string(),
  expiry: z.string(),
  cvc: z.string(),
});
export type ConfirmLocalIntentRequest = z.infer<typeof ConfirmLocalIntentRequestSchema>;

export const LocalIntentResponseSchema = apiObject('LocalIntentResponse', {
  id: z.string(),
  object: z.enum(['payment_intent', 'setup_intent']),
  status: z.string(),
  paymentMethodId: z.string().nullable(),
});
export type LocalIntentResponse = z.infer<typeof LocalIntentResponseSchema>;
