import { z } from 'zod';
import { apiObject } from './api-object';
import { SubscriptionTierSchema } from './enums';
import { requiredText } from './request-fields';

/** Pay-as-you-go: 10 to 99 scans, bought in packs of 10 (spec 02 §5, §9). */
export const PAYG_SCANS_PER_PACK = 10;
export const PAYG_MIN_SCANS = 10;
export const PAYG_MAX_SCANS = 99;

/** GET /api/subscription-plans: one plan (prices in cents; for pay-as-you-go the price of one pack). */
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
  /** Scans counted against the current period. */
  scansUsed: z.number(),
  /** Unused allowance plus credits; null = unlimited. Scans held for offline use are not in it. */
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
  /**
   * Scans held for analyses made offline and not yet synchronised (neither used nor remaining).
   */
  offlineScansHeld: z.number(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const CreateSubscriptionRequestSchema = apiObject('CreateSubscriptionRequest', {
  tierCode: requiredText('tierCode is required (free, basic or premium)', 40),
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

/** The intent the client confirmed with the provider: exactly one of the two. */
export const ActivateSubscriptionRequestSchema = z
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
  })
  .meta({ id: 'ActivateSubscriptionRequest' });

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

const QUANTITY_RULE = `must be a number of scans from ${PAYG_MIN_SCANS} to ${PAYG_MAX_SCANS}, in steps of ${PAYG_SCANS_PER_PACK}`;

export const CreatePaygPaymentRequestSchema = apiObject('CreatePaygPaymentRequest', {
  // A number, not a numeric string: the client sends JSON numbers and a string is a client bug.
  scansQuantity: z
    .number({ error: QUANTITY_RULE })
    .int(QUANTITY_RULE)
    .min(PAYG_MIN_SCANS, QUANTITY_RULE)
    .max(PAYG_MAX_SCANS, QUANTITY_RULE)
    .multipleOf(PAYG_SCANS_PER_PACK, QUANTITY_RULE),
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
  paymentIntentId: z
    .string({ error: 'must be a payment intent id (pi_...)' })
    .regex(/^pi_[A-Za-z0-9_]+$/, 'must be a payment intent id (pi_...)')
    .max(200),
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
export type ProcessAllPendingResponse = z.infer<typeof ProcessAllPendingResponseSchema>;

/** POST /api/billing/local/confirm: the in-app test provider's stand-in for Stripe.js. */
export const ConfirmLocalIntentRequestSchema = apiObject('ConfirmLocalIntentRequest', {
  clientSecret: z
    .string({ error: 'clientSecret is required' })
    .min(1, 'clientSecret is required')
    .max(300),
  cardNumber: z.string({ error: 'cardNumber is required' }).max(40),
  expiry: z.string({ error: 'expiry is required (MM/YY)' }).max(10),
  cvc: z.string({ error: 'cvc is required' }).max(10),
});
export type ConfirmLocalIntentRequest = z.infer<typeof ConfirmLocalIntentRequestSchema>;

export const LocalIntentResponseSchema = apiObject('LocalIntentResponse', {
  id: z.string(),
  object: z.enum(['payment_intent', 'setup_intent']),
  status: z.string(),
  paymentMethodId: z.string().nullable(),
});
export type LocalIntentResponse = z.infer<typeof LocalIntentResponseSchema>;
