import { Injectable } from '@nestjs/common';
import type {
  ActivateSubscriptionResponse,
  CancelSubscriptionResponse,
  CreateSubscriptionResponse,
  SubscriptionStatus,
} from '@labellens/contracts';
import { BillingException, PAYMENT_NOT_FOUND } from '../common/billing.exception';
import { ClockService } from '../common/clock.service';
import { UnitOfWorkService } from '../common/unit-of-work.service';
import { LedgerService } from '../ledger/ledger.service';
import { SubscriptionStateService } from '../ledger/subscription-state.service';
import { PeriodRepository } from '../ledger/period.repository';
import {
  findPlan,
  isPaidTier,
  planOfTier,
  type SubscriptionTierCode,
} from '../plans/plans.catalog';
import { CheckoutService } from '../payments/checkout.service';
import { FulfilmentService, ownedIntent } from '../payments/fulfilment.service';
import { PaymentProvider } from '../payments/providers/payment.provider';
import type { ActivateSubscriptionDto } from './dto/activate-subscription.dto';
import { toSubscriptionStatus } from './dto/subscription-status.dto';

// The apps' one date format ("Apr 1, 2026"), as `formatDate` in libs/web/ui writes it.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const formatDate = (date: Date) => dateFormat.format(date);

type CreateDecision =
  { message: string } | { checkout: 'subscription' | 'plan_change'; customerId: string | null };

/** The /api/subscription use cases: status, choose a plan, activate after payment, cancel. */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly periods: PeriodRepository,
    private readonly state: SubscriptionStateService,
    private readonly checkout: CheckoutService,
    private readonly fulfilment: FulfilmentService,
    private readonly uow: UnitOfWorkService,
    private readonly clock: ClockService,
    private readonly provider: PaymentProvider,
  ) {}

  async status(userId: string): Promise<SubscriptionStatus> {
    return toSubscriptionStatus(await this.ledger.snapshot(userId));
  }

  /**
   * Free, or the plan already in force, needs no payment (a message says what happened). A paid
   * plan from free needs a first payment; switching between paid plans only needs a confirmed card,
   * and the new plan starts at the next billing cycle.
   */
  async create(userId: string, tierCode: string): Promise<CreateSubscriptionResponse> {
    const plan = findPlan(tierCode);
    if (!plan)
      throw new BillingException(
        'invalid',
        `Unknown plan "${tierCode}". Choose free, basic or premium.`,
      );
    if (plan.tierCode === 'payg') {
      throw new BillingException(
        'invalid',
        'Pay-as-you-go scans are bought as credits with /api/payg/create-payment.',
      );
    }
    const decision = await this.uow.run(async (tx): Promise<CreateDecision> => {
      const now = this.clock.now();
      const { account } = await this.ledger.lockedState(tx, userId, now);
      const paidActive = isPaidTier(account.tierCode) && account.status === 'active';
      const paidThrough = async () => (await this.periods.latestPeriod(tx, userId))?.endsAt ?? now;
      if (plan.tierCode === 'free') {
        if (!paidActive) return { message: 'You are already on the Free Plan.' };
        const { paidThrough: end } = await this.state.scheduleCancel(tx, userId, now);
        return { message: `Your plan will switch to the Free Plan on ${formatDate(end)}.` };
      }
      if (paidActive && account.tierCode === plan.tierCode) {
        if (account.cancelAtPeriodEnd || account.pendingTierCode !== null) {
          await this.state.keepCurrentPlan(tx, userId, now);
          return { message: `Your ${plan.name} will continue.` };
        }
        return { message: `You are already on the ${plan.name}.` };
      }
      if (paidActive && account.pendingTierCode === plan.tierCode && !account.cancelAtPeriodEnd) {
        return {
          message: `Your plan will switch to the ${plan.name} on ${formatDate(await paidThrough())}.`,
        };
      }
      return {
        checkout: paidActive ? 'plan_change' : 'subscription',
        customerId: account.providerCustomerId,
      };
    });
    if ('message' in decision) return decision;
    const intent = await this.checkout.open(
      {
        userId,
        kind: decision.checkout,
        tierCode: plan.tierCode,
        scansQuantity: null,
        amountCents: decision.checkout === 'subscription' ? plan.price : null,
      },
      decision.customerId,
    );
    const clientSecret = intent.clientSecret as string;
    return intent.kind === 'setup'
      ? { clientSecret, setupIntentId: intent.id }
      : { clientSecret, paymentIntentId: intent.id };
  }

  /** Called by the client after confirming; a webhook may have fulfilled it already (both are idempotent). */
  async activate(
    userId: string,
    body: ActivateSubscriptionDto,
  ): Promise<ActivateSubscriptionResponse> {
    let message: string;
    if (body.paymentIntentId) {
      const { intent, purpose } = ownedIntent(
        await this.provider.retrievePaymentIntent(body.paymentIntentId),
        userId,
      );
      if (purpose.kind !== 'subscription')
        throw new BillingException('invalid', 'This payment is not a subscription payment.');
      await this.uow.run((tx) => this.fulfilment.fulfilPayment(tx, intent, this.clock.now()));
      message = `Your ${planOfTier(purpose.tierCode as SubscriptionTierCode).name} is active.`;
    } else {
      const { intent, purpose } = ownedIntent(
        await this.provider.retrieveSetupIntent(body.setupIntentId as string),
        userId,
      );
      if (purpose.kind !== 'plan_change')
        throw new BillingException('not_found', PAYMENT_NOT_FOUND);
      const paidThrough = await this.uow.run(async (tx) => {
        await this.fulfilment.fulfilSetup(tx, intent, this.clock.now());
        return (await this.periods.latestPeriod(tx, userId))?.endsAt ?? this.clock.now();
      });
      message = `Your plan will switch to the ${planOfTier(purpose.tierCode as SubscriptionTierCode).name} on ${formatDate(paidThrough)}.`;
    }
    return { message, subscription: await this.status(userId) };
  }

  async cancel(userId: string): Promise<CancelSubscriptionResponse> {
    const paidThrough = await this.uow.run(
      async (tx) => (await this.state.scheduleCancel(tx, userId, this.clock.now())).paidThrough,
    );
    return {
      message: `Your subscription has been canceled. You can keep using it until ${formatDate(paidThrough)}.`,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: paidThrough.toISOString(),
      subscription: await this.status(userId),
    };
  }
}
