import { Injectable } from '@nestjs/common';
import type { EventPayloadInput, EventTypes } from '@labellens/event-contracts';
import { BillingException } from '../common/billing.exception';
import { BillingEventsService } from '../common/billing-events.service';
import type { Tx } from '../common/unit-of-work.service';
import { isPaidTier, planOfTier, type SubscriptionTierCode } from '../plans/plans.catalog';
import { addOneMonth } from './billing-period';
import { AccountRepository } from './account.repository';
import { PeriodRepository } from './period.repository';
import { LedgerService, type LockedAccountState } from './ledger.service';

type SubscriptionChange = EventPayloadInput<typeof EventTypes.SubscriptionChangedV1>;

/**
 * The subscription state machine, on top of the ledger. Statuses: active (paid or free),
 * active + cancelAtPeriodEnd (cancellation scheduled), canceled (after the paid period ended; the
 * account is then on the free allowance). Every change writes billing.subscription.changed.v1.
 */
@Injectable()
export class SubscriptionStateService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly accounts: AccountRepository,
    private readonly periods: PeriodRepository,
    private readonly events: BillingEventsService,
  ) {}

  /**
   * A first payment for a paid tier: the plan starts now, replacing what was in force (normally
   * the free month). Paying again for the plan already in force adds a month after the paid-through date.
   */
  async startPaidPlan(
    tx: Tx,
    input: {
      userId: string;
      tierCode: SubscriptionTierCode;
      paymentId: string;
      paymentMethodId: string | null;
      now: Date;
    },
  ): Promise<void> {
    const { userId, tierCode, now } = input;
    const state = await this.ledger.lockedState(tx, userId, now);
    const plan = planOfTier(tierCode);
    const samePlanInForce =
      state.account.tierCode === tierCode &&
      state.account.status === 'active' &&
      state.period?.tierCode === tierCode;
    let startsAt = now;
    const paidThrough = samePlanInForce ? await this.periods.latestPeriod(tx, userId) : null;
    if (paidThrough) {
      startsAt = paidThrough.endsAt;
    } else if (state.period) {
      await this.periods.endPeriodAt(tx, state.period.id, now);
    }
    const period = await this.periods.insertPeriod(tx, {
      userId,
      tierCode,
      scansAllowed: plan.maxScansPerMonth,
      startsAt,
      endsAt: addOneMonth(startsAt),
      paymentId: input.paymentId,
    });
    if (!period)
      throw new Error(`A billing period for ${userId} already starts at ${startsAt.toISOString()}`);
    await this.accounts.updateAccount(tx, userId, {
      tierCode,
      status: 'active',
      cancelAtPeriodEnd: false,
      pendingTierCode: null,
      defaultPaymentMethodId: input.paymentMethodId ?? state.account.defaultPaymentMethodId,
    });
    await this.events.subscriptionChanged(tx, {
      userId,
      tierCode,
      status: 'active',
      currentPeriodEnd: period.endsAt,
    });
  }

  /** A renewal payment: the next month of `tierCode`, starting where the paid period ended. */
  async applyRenewal(
    tx: Tx,
    input: {
      userId: string;
      tierCode: SubscriptionTierCode;
      periodStart: Date;
      paymentId: string;
      now: Date;
    },
  ): Promise<void> {
    const { userId, tierCode } = input;
    await this.ledger.lockedState(tx, userId, input.now);
    // A renewal charged late (the job was down) starts now rather than in the past.
    const startsAt = input.periodStart > input.now ? input.periodStart : input.now;
    const period = await this.periods.insertPeriod(tx, {
      userId,
      tierCode,
      scansAllowed: planOfTier(tierCode).maxScansPerMonth,
      startsAt,
      endsAt: addOneMonth(startsAt),
      paymentId: input.paymentId,
    });
    await this.accounts.updateAccount(tx, userId, {
      tierCode,
      status: 'active',
      pendingTierCode: null,
    });
    await this.events.subscriptionChanged(tx, {
      userId,
      tierCode,
      status: 'active',
      currentPeriodEnd: period?.endsAt ?? null,
    });
  }

  /** Cancellation takes effect at the end of the paid period (spec 02 §4). Idempotent. */
  async scheduleCancel(
    tx: Tx,
    userId: string,
    now: Date,
  ): Promise<{ state: LockedAccountState; paidThrough: Date }> {
    const state = await this.ledger.lockedState(tx, userId, now);
    const { account } = state;
    if (!isPaidTier(account.tierCode) || account.status !== 'active') {
      throw new BillingException(
        'invalid',
        'You do not have an active paid subscription to cancel.',
      );
    }
    const paidThrough = (await this.periods.latestPeriod(tx, userId))?.endsAt ?? now;
    if (!account.cancelAtPeriodEnd || account.pendingTierCode !== null) {
      await this.accounts.updateAccount(tx, userId, {
        cancelAtPeriodEnd: true,
        pendingTierCode: null,
      });
      Object.assign(account, { cancelAtPeriodEnd: true, pendingTierCode: null });
      await this.events.subscriptionChanged(tx, {
        userId,
        tierCode: account.tierCode,
        status: 'active',
        currentPeriodEnd: paidThrough,
      });
    }
    return { state, paidThrough };
  }

  /** Undoes a scheduled cancellation or plan change (the user chose their current plan again). */
  async keepCurrentPlan(tx: Tx, userId: string, now: Date): Promise<void> {
    const state = await this.ledger.lockedState(tx, userId, now);
    if (!state.account.cancelAtPeriodEnd && state.account.pendingTierCode === null) return;
    await this.accounts.updateAccount(tx, userId, {
      cancelAtPeriodEnd: false,
      pendingTierCode: null,
    });
    await this.announcePaidThrough(tx, userId, state.account.tierCode, state.account.status);
  }

  /**
   * A confirmed card for switching paid plans: the new tier is charged and takes effect at the
   * next renewal ("plan changes take effect next billing cycle").
   */
  async schedulePlanChange(
    tx: Tx,
    input: {
      userId: string;
      tierCode: SubscriptionTierCode;
      paymentMethodId: string | null;
      now: Date;
    },
  ): Promise<void> {
    const state = await this.ledger.lockedState(tx, input.userId, input.now);
    const { account } = state;
    if (!isPaidTier(account.tierCode) || account.status !== 'active') {
      throw new BillingException(
        'conflict',
        'Your subscription has ended. Please choose a plan again.',
      );
    }
    const pendingTierCode = input.tierCode === account.tierCode ? null : input.tierCode;
    await this.accounts.updateAccount(tx, input.userId, {
      pendingTierCode,
      cancelAtPeriodEnd: false,
      defaultPaymentMethodId: input.paymentMethodId ?? account.defaultPaymentMethodId,
    });
    await this.announcePaidThrough(tx, input.userId, account.tierCode, 'active');
  }

  /** The renewal charge was declined: the plan runs to the end of what was paid, then ends. */
  async renewalFailed(tx: Tx, userId: string, now: Date): Promise<void> {
    const state = await this.ledger.lockedState(tx, userId, now);
    if (!isPaidTier(state.account.tierCode) || state.account.cancelAtPeriodEnd) return;
    await this.accounts.updateAccount(tx, userId, {
      cancelAtPeriodEnd: true,
      pendingTierCode: null,
    });
    await this.announcePaidThrough(tx, userId, state.account.tierCode, 'active');
    // A plan with no period left ends at once (the next read rolls it over to free).
    if (!state.period) await this.ledger.lockedState(tx, userId, now);
  }

  /**
   * Writes subscription.changed for a change that keeps the paid periods as they are, so the
   * current period ends where the latest one does.
   */
  private async announcePaidThrough(
    tx: Tx,
    userId: string,
    tierCode: SubscriptionChange['tierCode'],
    status: SubscriptionChange['status'],
  ): Promise<void> {
    await this.events.subscriptionChanged(tx, {
      userId,
      tierCode,
      status,
      currentPeriodEnd: (await this.periods.latestPeriod(tx, userId))?.endsAt ?? null,
    });
  }
}
