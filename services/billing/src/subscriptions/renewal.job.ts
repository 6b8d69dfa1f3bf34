import { Inject, Injectable, Logger } from '@nestjs/common';
import { PeriodicJob, REDIS_CLIENT, SERVICE_CONFIG } from '@labellens/server-core';
import type Redis from 'ioredis';
import { BillingException } from '../common/billing.exception';
import { ClockService } from '../common/clock.service';
import { UnitOfWorkService } from '../common/unit-of-work.service';
import type { BillingConfig } from '../config/billing.config';
import { AccountRepository } from '../ledger/account.repository';
import { PeriodRepository } from '../ledger/period.repository';
import { LedgerService } from '../ledger/ledger.service';
import { SubscriptionStateService } from '../ledger/subscription-state.service';
import {
  CURRENCY,
  isPaidTier,
  planOfTier,
  type SubscriptionTierCode,
} from '../plans/plans.catalog';
import { FulfilmentService } from '../payments/fulfilment.service';
import { PaymentRepository } from '../payments/payment.repository';
import { PaymentProvider } from '../payments/providers/payment.provider';

/** Renewals are charged this long before the paid period ends, so the next month starts on time. */
export const RENEW_AHEAD_MS = 60 * 60 * 1000;
const BATCH = 100;

interface RenewalDue {
  userId: string;
  tierCode: SubscriptionTierCode;
  periodStart: Date;
  customerId: string;
  paymentMethodId: string;
}

export interface RenewalRunResult {
  renewed: number;
  failed: number;
  ended: number;
}

/**
 * Charges the saved card for the next month of each paid plan (billing is monthly in advance), and
 * ends canceled plans whose period is over. One replica runs it at a time (a Redis lock); every
 * step is idempotent anyway: the charge carries an idempotency key per (user, period) and the
 * fulfilment goes through the payments table's unique key. No dunning: a declined renewal lets the
 * plan run to the end of what was paid, then the account falls back to free.
 */
@Injectable()
export class RenewalJob extends PeriodicJob {
  protected readonly logger = new Logger('RenewalJob');

  constructor(
    private readonly ledger: LedgerService,
    private readonly accounts: AccountRepository,
    private readonly periods: PeriodRepository,
    private readonly state: SubscriptionStateService,
    private readonly payments: PaymentRepository,
    private readonly fulfilment: FulfilmentService,
    private readonly uow: UnitOfWorkService,
    private readonly clock: ClockService,
    private readonly provider: PaymentProvider,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.BILLING_RENEWAL_INTERVAL_MS;
  }

  /** Processes every account with renewal work due at the clock's now. */
  async runDue(): Promise<RenewalRunResult> {
    const result: RenewalRunResult = { renewed: 0, failed: 0, ended: 0 };
    const now = this.clock.now();
    const horizon = new Date(now.getTime() + RENEW_AHEAD_MS);
    const userIds = await this.uow.run((tx) =>
      this.accounts.accountsNeedingRenewalWork(tx, now, horizon, BATCH),
    );
    for (const userId of userIds) {
      try {
        const outcome = await this.processAccount(userId, now, horizon);
        if (outcome) result[outcome] += 1;
      } catch (err) {
        this.logger.error(
          `Renewal for ${userId} failed: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
    }
    return result;
  }

  /** One replica per interval: the pass that takes the Redis lock renews. */
  protected async runPass(): Promise<void> {
    const lockKey = `${this.config.REDIS_KEY_PREFIX}billing:renewal-lock`;
    const locked = await this.redis
      .set(lockKey, '1', 'PX', Math.max(this.intervalMs() - 100, 1000), 'NX')
      .catch(() => null);
    if (locked === 'OK') await this.runDue();
  }

  private async processAccount(
    userId: string,
    now: Date,
    horizon: Date,
  ): Promise<keyof RenewalRunResult | null> {
    const due = await this.uow.run(async (tx): Promise<RenewalDue | 'ended' | 'failed' | null> => {
      const wasPaid = isPaidTier((await this.accounts.findAccount(tx, userId))?.tierCode ?? 'free');
      // Rolls a canceled plan whose period is over back to free.
      const { account } = await this.ledger.lockedState(tx, userId, now);
      if (!isPaidTier(account.tierCode)) return wasPaid ? 'ended' : null;
      if (account.status !== 'active' || account.cancelAtPeriodEnd) return null;
      const last = await this.periods.latestPeriod(tx, userId);
      if (last && last.endsAt > horizon) return null;
      if (!account.providerCustomerId || !account.defaultPaymentMethodId) {
        await this.state.renewalFailed(tx, userId, now);
        return 'failed';
      }
      return {
        userId,
        tierCode: (account.pendingTierCode ?? account.tierCode) as SubscriptionTierCode,
        periodStart: last && last.endsAt > now ? last.endsAt : now,
        customerId: account.providerCustomerId,
        paymentMethodId: account.defaultPaymentMethodId,
      };
    });
    if (due === null || typeof due === 'string') return due;
    const plan = planOfTier(due.tierCode);
    const periodStart = due.periodStart.toISOString();
    const intent = await this.provider.chargeSavedCard({
      amountCents: plan.price,
      currency: CURRENCY,
      customerId: due.customerId,
      paymentMethodId: due.paymentMethodId,
      metadata: { userId, kind: 'renewal', tierCode: due.tierCode, periodStart },
      idempotencyKey: `renewal:${userId}:${periodStart}`,
    });
    if (intent.status === 'processing') return null; // the webhook finishes it
    return this.uow
      .run(async (tx) => {
        await this.payments.recordCheckoutIntent(tx, {
          id: intent.id,
          provider: this.provider.name,
          userId,
          kind: 'renewal',
          tierCode: due.tierCode,
          scansQuantity: null,
          amountCents: plan.price,
        });
        if (intent.status === 'succeeded') {
          await this.fulfilment.fulfilPayment(tx, intent, now);
          return 'renewed';
        }
        this.logger.warn(
          `Renewal charge for ${userId} declined: ${intent.lastError ?? intent.status}`,
        );
        await this.payments.markCheckoutIntent(tx, intent.id, 'failed', now);
        await this.state.renewalFailed(tx, userId, now);
        return 'failed';
      })
      .catch((err: unknown) => {
        if (err instanceof BillingException) {
          this.logger.error(`Renewal for ${userId} not applied: ${err.message}`);
          return null;
        }
        throw err;
      });
  }
}
