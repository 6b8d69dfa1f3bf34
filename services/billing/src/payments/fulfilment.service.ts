import { Injectable } from '@nestjs/common';
import { PAYG_MAX_SCANS, PAYG_MIN_SCANS, PAYG_SCANS_PER_PACK } from '@labellens/contracts';
import { BillingException, PAYMENT_NOT_FOUND } from '../common/billing.exception';
import { BillingEventsService } from '../common/billing-events.service';
import type { Tx } from '../common/unit-of-work.service';
import { LedgerService } from '../ledger/ledger.service';
import { SubscriptionStateService } from '../ledger/subscription-state.service';
import {
  CURRENCY,
  isPaidTier,
  paygAmountCents,
  planOfTier,
  type SubscriptionTierCode,
} from '../plans/plans.catalog';
import type { CheckoutKind } from './entities/checkout-intent.entity';
import type { PaymentEntity } from './entities/payment.entity';
import { PaymentRepository } from './payment.repository';
import { PaymentProvider, type ProviderIntent } from './providers/payment.provider';

/** Billing's metadata on an intent, validated. */
export interface IntentPurpose {
  userId: string;
  kind: CheckoutKind;
  tierCode: SubscriptionTierCode | null;
  scansQuantity: number | null;
  periodStart: Date | null;
}

/** Reads billing's metadata from an intent; null when the intent is not one billing created. */
export function intentPurpose(intent: ProviderIntent): IntentPurpose | null {
  const { userId, kind, tierCode, scansQuantity, periodStart } = intent.metadata;
  if (!userId) return null;
  if (kind === 'payg') {
    const scans = Number(scansQuantity);
    const valid =
      Number.isInteger(scans) &&
      scans >= PAYG_MIN_SCANS &&
      scans <= PAYG_MAX_SCANS &&
      scans % PAYG_SCANS_PER_PACK === 0;
    return valid ? { userId, kind, tierCode: null, scansQuantity: scans, periodStart: null } : null;
  }
  if (kind === 'subscription' || kind === 'plan_change' || kind === 'renewal') {
    if (!tierCode || !isPaidTier(tierCode)) return null;
    const start = periodStart ? new Date(periodStart) : null;
    if (kind === 'renewal' && (!start || Number.isNaN(start.getTime()))) return null;
    return { userId, kind, tierCode, scansQuantity: null, periodStart: start };
  }
  return null;
}

/** The intent and its purpose, only if it belongs to `userId`; anyone else gets the same 404 as a missing id. */
export function ownedIntent(
  intent: ProviderIntent | null,
  userId: string,
): { intent: ProviderIntent; purpose: IntentPurpose } {
  const purpose = intent ? intentPurpose(intent) : null;
  if (!intent || !purpose || purpose.userId !== userId) {
    throw new BillingException('not_found', PAYMENT_NOT_FOUND);
  }
  return { intent, purpose };
}

export interface PaymentFulfilment {
  payment: PaymentEntity;
  /** False when an earlier webhook or call had already granted it. */
  newlyFulfilled: boolean;
}

/**
 * Turns a succeeded intent into what was bought, exactly once. Called from webhooks, activation
 * calls, local confirmations, the pending sweep and renewals; all meet at the payments table's
 * unique key, inserted in the same transaction as the grant.
 */
@Injectable()
export class FulfilmentService {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly ledger: LedgerService,
    private readonly subscriptions: SubscriptionStateService,
    private readonly events: BillingEventsService,
    private readonly provider: PaymentProvider,
  ) {}

  async fulfilPayment(tx: Tx, intent: ProviderIntent, now: Date): Promise<PaymentFulfilment> {
    const purpose = intentPurpose(intent);
    if (!purpose || purpose.kind === 'plan_change') {
      throw new BillingException(
        'invalid',
        'This payment was not created for a LabelLens purchase.',
      );
    }
    if (intent.status !== 'succeeded') {
      throw new BillingException('conflict', 'The payment has not been completed yet.', {
        paymentStatus: intent.status,
        ...(intent.lastError ? { paymentError: intent.lastError } : {}),
      });
    }
    const plan = purpose.tierCode ? planOfTier(purpose.tierCode) : null;
    const expected =
      purpose.kind === 'payg'
        ? paygAmountCents(purpose.scansQuantity as number)
        : (plan?.price ?? -1);
    if (intent.amountCents !== expected || intent.currency?.toLowerCase() !== CURRENCY) {
      throw new BillingException('conflict', 'The payment amount does not match the purchase.');
    }
    const scansGranted =
      purpose.kind === 'payg' ? (purpose.scansQuantity as number) : (plan?.maxScansPerMonth ?? 0);
    const payment = await this.payments.insertPayment(tx, {
      provider: this.provider.name,
      providerPaymentId: intent.id,
      userId: purpose.userId,
      kind: purpose.kind,
      tierCode: purpose.tierCode,
      amountCents: expected,
      currency: CURRENCY,
      scansGranted,
    });
    if (!payment) {
      const existing = await this.payments.findPayment(tx, this.provider.name, intent.id);
      return { payment: existing as PaymentEntity, newlyFulfilled: false };
    }
    if (purpose.kind === 'payg') {
      await this.ledger.grantCredits(tx, purpose.userId, scansGranted, payment.id);
    } else if (purpose.kind === 'subscription') {
      await this.subscriptions.startPaidPlan(tx, {
        userId: purpose.userId,
        tierCode: purpose.tierCode as SubscriptionTierCode,
        paymentId: payment.id,
        paymentMethodId: intent.paymentMethodId,
        now,
      });
    } else {
      await this.subscriptions.applyRenewal(tx, {
        userId: purpose.userId,
        tierCode: purpose.tierCode as SubscriptionTierCode,
        periodStart: purpose.periodStart as Date,
        paymentId: payment.id,
        now,
      });
    }
    await this.payments.markCheckoutIntent(tx, intent.id, 'fulfilled', now);
    await this.events.paymentSucceeded(tx, {
      paymentId: payment.id,
      userId: purpose.userId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      scansGranted,
      kind: purpose.kind === 'payg' ? 'payg' : 'subscription',
      createdAt: now,
    });
    return { payment, newlyFulfilled: true };
  }

  /** A confirmed setup intent for a plan change; exactly once through its checkout row. */
  async fulfilSetup(tx: Tx, intent: ProviderIntent, now: Date): Promise<boolean> {
    const purpose = intentPurpose(intent);
    if (!purpose || purpose.kind !== 'plan_change') {
      throw new BillingException('invalid', 'This card setup was not created for a plan change.');
    }
    if (intent.status !== 'succeeded') {
      throw new BillingException('conflict', 'The card setup has not been completed yet.', {
        paymentStatus: intent.status,
      });
    }
    await this.payments.recordCheckoutIntent(tx, {
      id: intent.id,
      provider: this.provider.name,
      userId: purpose.userId,
      kind: 'plan_change',
      tierCode: purpose.tierCode,
      scansQuantity: null,
      amountCents: null,
    });
    if (!(await this.payments.claimCheckoutIntent(tx, intent.id, now))) return false;
    await this.subscriptions.schedulePlanChange(tx, {
      userId: purpose.userId,
      tierCode: purpose.tierCode as SubscriptionTierCode,
      paymentMethodId: intent.paymentMethodId,
      now,
    });
    return true;
  }
}
