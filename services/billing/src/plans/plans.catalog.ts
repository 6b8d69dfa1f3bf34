import { PAYG_SCANS_PER_PACK } from '@labellens/contracts';

/** Subscription tiers an account can be on. Pay-as-you-go is bought as credits, never as a tier. */
export type SubscriptionTierCode = 'free' | 'basic' | 'premium';
export type PlanTierCode = SubscriptionTierCode | 'payg';

export interface PlanDefinition {
  id: string;
  tierCode: PlanTierCode;
  name: string;
  /** Cents; for pay-as-you-go the price of one pack of PAYG_SCANS_PER_PACK scans. */
  price: number;
  interval: 'one_time' | 'monthly';
  /** null = unlimited; pay-as-you-go has no monthly allowance (0), only credits. */
  maxScansPerMonth: number | null;
  features: string[];
  popular: boolean;
}

export const CURRENCY = 'usd';

/** Pay-as-you-go: $1 per pack of 10 scans (the quantities are the API's: 10 to 99 in steps of 10). */
export const PAYG_PRICE_PER_PACK_CENTS = 100;

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'free',
    tierCode: 'free',
    name: 'Free Plan',
    price: 0,
    interval: 'monthly',
    maxScansPerMonth: 3,
    features: ['3 scans per month', 'Ingredient safety ratings', 'Allergen alerts', 'Scan history'],
    popular: false,
  },
  {
    id: 'basic',
    tierCode: 'basic',
    name: 'Basic Plan',
    price: 499,
    interval: 'monthly',
    maxScansPerMonth: 100,
    features: [
      '100 scans per month',
      'Personalised safety ratings',
      'Allergen and diet alerts',
      'Nutrition analysis',
      'Full scan history',
    ],
    popular: true,
  },
  {
    id: 'premium',
    tierCode: 'premium',
    name: 'Premium Plan',
    price: 999,
    interval: 'monthly',
    maxScansPerMonth: null,
    features: [
      'Unlimited scans',
      'Everything in Basic',
      'Priority analysis',
      'Share cards and exports',
    ],
    popular: false,
  },
  {
    id: 'payg',
    tierCode: 'payg',
    name: 'Pay As You Go',
    price: PAYG_PRICE_PER_PACK_CENTS,
    interval: 'one_time',
    maxScansPerMonth: 0,
    features: [
      '$1 per 10 scans',
      'Buy 10 to 90 scans at a time',
      'Credits never expire',
      'No subscription',
    ],
    popular: false,
  },
];

export const FREE_PLAN = PLANS[0];

export function findPlan(tierCode: string): PlanDefinition | undefined {
  return PLANS.find((plan) => plan.tierCode === tierCode);
}

/** The plan of a subscription tier; unknown values fall back to Free (spec: free is the default). */
export function planOfTier(tierCode: string): PlanDefinition {
  const plan = findPlan(tierCode);
  return plan && plan.tierCode !== 'payg' ? plan : FREE_PLAN;
}

export function isPaidTier(tierCode: string): tierCode is 'basic' | 'premium' {
  return tierCode === 'basic' || tierCode === 'premium';
}

export function paygAmountCents(scans: number): number {
  return (scans / PAYG_SCANS_PER_PACK) * PAYG_PRICE_PER_PACK_CENTS;
}
