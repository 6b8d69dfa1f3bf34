import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@labellens/server-core';
import { BillingException, quotaExceeded } from '../common/billing.exception';
import { BillingEventsService } from '../common/billing-events.service';
import { ClockService } from '../common/clock.service';
import { UnitOfWorkService, type Tx } from '../common/unit-of-work.service';
import type { BillingConfig } from '../config/billing.config';
import { FREE_PLAN, isPaidTier } from '../plans/plans.catalog';
import { freePeriodWindow } from './billing-period';
import type { AllowancePeriodEntity } from './entities/allowance-period.entity';
import type { BillingAccountEntity } from './entities/billing-account.entity';
import type { ReservationState, ScanReservationEntity } from './entities/scan-reservation.entity';
import { AccountRepository } from './account.repository';
import { PeriodRepository } from './period.repository';
import { CreditRepository } from './credit.repository';
import { ReservationRepository } from './reservation.repository';
import { QuotaLedger } from './quota-ledger';

/** A user's billing state read under the account lock. */
export interface LockedAccountState {
  account: BillingAccountEntity;
  /** The period in force, or null while a paid plan waits for its renewal payment. */
  period: AllowancePeriodEntity | null;
  ledger: QuotaLedger;
}

type SettledState = Exclude<ReservationState, 'reserved'>;

/** Why a reservation cannot be settled as `to`: it was already settled the other way. */
const SETTLE_CONFLICT_MESSAGES: Record<SettledState, string> = {
  committed: 'Reservation was released',
  released: 'Reservation already committed',
};

/** Reservations, credits and period roll-over: the rules of the quota ledger. */
@Injectable()
export class LedgerService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly periods: PeriodRepository,
    private readonly credits: CreditRepository,
    private readonly reservations: ReservationRepository,
    private readonly uow: UnitOfWorkService,
    private readonly clock: ClockService,
    private readonly events: BillingEventsService,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  /**
   * Locks the account (creating it on the free plan), rolls the billing period over when the last
   * one ended, and reads the ledger. Everything that changes a user's quota starts here.
   */
  async lockedState(tx: Tx, userId: string, now: Date): Promise<LockedAccountState> {
    let account = await this.accounts.lockAccount(tx, userId);
    let period = await this.periods.findPeriodAt(tx, userId, now);
    if (!period) ({ account, period } = await this.rollOver(tx, account, now));
    const periodScans = period
      ? await this.periods.countPeriodScans(tx, period.id, now)
      : { used: 0, held: 0 };
    const credits = await this.credits.creditTotals(tx, userId, now);
    const ledger = new QuotaLedger({
      period: period
        ? { id: period.id, tierCode: period.tierCode, scansAllowed: period.scansAllowed }
        : null,
      periodScansUsed: periodScans.used,
      periodScansHeld: periodScans.held,
      creditsGranted: credits.granted,
      creditsUsed: credits.used,
      creditsHeld: credits.held,
    });
    return { account, period, ledger };
  }

  /** Reads the state in its own transaction (status endpoint). */
  snapshot(userId: string): Promise<LockedAccountState> {
    return this.uow.run((tx) => this.lockedState(tx, userId, this.clock.now()));
  }

  /**
   * Reserves one scan, idempotently per (userId, requestId). The account row lock makes the
   * check-then-insert atomic: concurrent reservations of one user are decided one at a time.
   */
  reserve(userId: string, requestId: string): Promise<ScanReservationEntity> {
    return this.uow.run(async (tx) => {
      const now = this.clock.now();
      const state = await this.lockedState(tx, userId, now);
      const existing = await this.reservations.findReservationByRequest(tx, userId, requestId);
      if (existing) return existing;
      const source = state.ledger.nextSource();
      if (source === null) throw quotaExceeded(state.ledger.scansUsed + state.ledger.scansHeld);
      return this.reservations.insertReservation(tx, {
        userId,
        requestId,
        source,
        periodId: source === 'credit' ? null : (state.period as AllowancePeriodEntity).id,
        expiresAt: new Date(now.getTime() + this.config.QUOTA_RESERVATION_TTL_SECONDS * 1000),
        createdAt: now,
      });
    });
  }

  /**
   * Makes a reservation final. Committing twice is fine; a released one cannot be. An expired one
   * is still committed: the scan service only commits a scan it saved, and retries until billing
   * answers (after a crash possibly long after the TTL), so refusing would give a free scan. Its
   * place may have been reserved again meanwhile: the person then goes one scan over, once.
   */
  commit(reservationId: string): Promise<ScanReservationEntity> {
    return this.settle(reservationId, 'committed');
  }

  /** Gives a reserved scan back (the scan failed). Releasing twice is fine; a committed scan stays used. */
  release(reservationId: string): Promise<ScanReservationEntity> {
    return this.settle(reservationId, 'released');
  }

  /** Adds pay-as-you-go credits for a payment (the caller holds the payment row's unique key). */
  async grantCredits(tx: Tx, userId: string, scans: number, paymentId: string): Promise<void> {
    await this.accounts.lockAccount(tx, userId);
    await this.credits.insertCreditGrant(tx, { userId, scans, reason: 'payg_purchase', paymentId });
  }

  /**
   * Moves a reservation to its final state `to`. Settling it the same way again returns it as it
   * is; a reservation already settled the other way is a conflict.
   */
  private settle(reservationId: string, to: SettledState): Promise<ScanReservationEntity> {
    return this.uow.run(async (tx) => {
      const now = this.clock.now();
      const reservation = await this.reservations.lockReservation(tx, reservationId);
      if (!reservation) throw new BillingException('not_found', 'Reservation not found');
      if (reservation.state === to) return reservation;
      if (reservation.state !== 'reserved')
        throw new BillingException('conflict', SETTLE_CONFLICT_MESSAGES[to]);
      await this.reservations.setReservationState(tx, reservation.id, to, now);
      return Object.assign(
        reservation,
        to === 'committed' ? { state: to, committedAt: now } : { state: to, releasedAt: now },
      );
    });
  }

  /**
   * No period covers `now`. Free accounts get the calendar month; a paid plan that was canceled
   * (or whose renewal failed) ends here and falls back to free; an active paid plan gets no
   * allowance until its renewal payment arrives (credits still work).
   */
  private async rollOver(
    tx: Tx,
    account: BillingAccountEntity,
    now: Date,
  ): Promise<{ account: BillingAccountEntity; period: AllowancePeriodEntity | null }> {
    if (isPaidTier(account.tierCode)) {
      if (account.status === 'active' && !account.cancelAtPeriodEnd)
        return { account, period: null };
      const patch = {
        tierCode: 'free',
        status: 'canceled',
        cancelAtPeriodEnd: false,
        pendingTierCode: null,
      } satisfies Partial<BillingAccountEntity>;
      await this.accounts.updateAccount(tx, account.userId, patch);
      account = Object.assign(account, patch);
      await this.events.subscriptionChanged(tx, {
        userId: account.userId,
        tierCode: 'free',
        status: 'canceled',
        currentPeriodEnd: null,
      });
    }
    const previous = await this.periods.latestPeriod(tx, account.userId);
    const window = freePeriodWindow(now, previous?.endsAt ?? null);
    const period = await this.periods.insertPeriod(tx, {
      userId: account.userId,
      tierCode: 'free',
      scansAllowed: FREE_PLAN.maxScansPerMonth,
      startsAt: window.startsAt,
      endsAt: window.endsAt,
      paymentId: null,
    });
    return {
      account,
      period: period ?? (await this.periods.findPeriodAt(tx, account.userId, now)),
    };
  }
}
