import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@labellens/server-core';
import { BillingException, quotaExceeded } from '../common/billing.exception';
import { ClockService } from '../common/clock.service';
import { UnitOfWorkService } from '../common/unit-of-work.service';
import type { BillingConfig } from '../config/billing.config';
import type { AllowancePeriodEntity } from './entities/allowance-period.entity';
import type { QuotaHoldEntity } from './entities/quota-hold.entity';
import type { ScanReservationEntity } from './entities/scan-reservation.entity';
import { AccountRepository } from './account.repository';
import { ReservationRepository } from './reservation.repository';
import { HoldRepository } from './hold.repository';
import { LedgerService } from './ledger.service';

export interface HoldResult {
  hold: QuotaHoldEntity;
  /** Unclaimed scans of earlier holds given back by this one. */
  released: number;
}

/**
 * Offline allowances in the ledger. A hold is N ordinary reservations that expire together at the
 * hold's end, so while it lasts online scans cannot spend them, and whatever is not claimed goes
 * back to the quota by itself when it ends (no job needed). Each offline scan claims one of them
 * by its idempotency key and is then committed like any scan (idempotent by reservation id).
 */
@Injectable()
export class HoldsService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly accounts: AccountRepository,
    private readonly reservations: ReservationRepository,
    private readonly holds: HoldRepository,
    private readonly uow: UnitOfWorkService,
    private readonly clock: ClockService,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  /**
   * Holds up to `scans` of the person's remaining quota until `expiresAt` (idempotent by holdId).
   * A person has one hold at a time: a new one first gives back the unclaimed scans of the others,
   * then takes min(scans, remaining) — unlimited plans get `scans`. Nothing left: quota_exceeded.
   */
  hold(userId: string, holdId: string, scans: number, expiresAt: Date): Promise<HoldResult> {
    return this.uow.run(async (tx) => {
      const now = this.clock.now();
      await this.accounts.lockAccount(tx, userId);
      const existing = await this.holds.findHold(tx, holdId);
      if (existing) {
        if (existing.userId !== userId) throw new BillingException('conflict', 'Hold id in use');
        return { hold: existing, released: 0 };
      }
      if (expiresAt.getTime() <= now.getTime())
        throw new BillingException('invalid', 'expiresAt must be in the future');
      const released = await this.holds.replaceHolds(tx, userId, now);
      const { ledger, period } = await this.ledger.lockedState(tx, userId, now);
      const fromAllowance = ledger.unlimited ? scans : Math.min(scans, ledger.allowanceRemaining);
      const fromCredits = ledger.unlimited ? 0 : Math.min(scans - fromAllowance, ledger.credits);
      const granted = fromAllowance + fromCredits;
      if (granted === 0) throw quotaExceeded(ledger.scansUsed + ledger.scansHeld);
      const hold = await this.holds.insertHold(tx, {
        id: holdId,
        userId,
        scans: granted,
        expiresAt,
        createdAt: now,
      });
      for (let slot = 0; slot < granted; slot += 1) {
        const credit = slot >= fromAllowance;
        await this.reservations.insertReservation(tx, {
          userId,
          requestId: `hold-${holdId}-${String(slot).padStart(3, '0')}`,
          source: credit ? 'credit' : ledger.unlimited ? 'unlimited' : 'allowance',
          periodId: credit ? null : (period as AllowancePeriodEntity).id,
          expiresAt,
          createdAt: now,
          holdId,
        });
      }
      return { hold, released };
    });
  }

  /**
   * Gives one held scan to an offline scan (idempotent by claimKey within the hold). Refusals:
   * not_found (no such hold of this person), gone (the hold ended), spent (N scans claimed). When a
   * newer hold replaced this one, its claims take a scan from what is left of the quota instead
   * (quota_exceeded when nothing is).
   */
  claim(userId: string, holdId: string, claimKey: string): Promise<ScanReservationEntity> {
    return this.uow.run(async (tx) => {
      const now = this.clock.now();
      await this.accounts.lockAccount(tx, userId);
      const hold = await this.holds.findHold(tx, holdId);
      if (!hold || hold.userId !== userId)
        throw new BillingException('not_found', 'Hold not found', { code: 'hold_not_found' });
      const existing = await this.holds.findClaim(tx, holdId, claimKey);
      if (existing && existing.state !== 'released') return existing;
      if (existing) await this.holds.unbindClaim(tx, existing.id);
      if (now.getTime() >= hold.expiresAt.getTime())
        throw new BillingException('gone', 'This offline allowance has expired.', {
          code: 'hold_expired',
        });
      if ((await this.holds.countClaims(tx, holdId)) >= hold.scans)
        throw new BillingException('conflict', 'Every scan of this offline allowance was used.', {
          code: 'hold_spent',
        });
      const held = await this.holds.claimHeldScan(tx, holdId, claimKey);
      if (held) return held;
      // Replaced: its unclaimed scans went back to the quota, so this one is an ordinary scan.
      const { ledger, period } = await this.ledger.lockedState(tx, userId, now);
      const source = ledger.nextSource();
      if (source === null) throw quotaExceeded(ledger.scansUsed + ledger.scansHeld);
      return this.reservations.insertReservation(tx, {
        userId,
        requestId: `hold-${holdId}-claim-${claimKey}`,
        source,
        periodId: source === 'credit' ? null : (period as AllowancePeriodEntity).id,
        expiresAt: new Date(now.getTime() + this.config.QUOTA_RESERVATION_TTL_SECONDS * 1000),
        createdAt: now,
        holdId,
        claimKey,
      });
    });
  }
}
