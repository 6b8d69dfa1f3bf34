import type { ReservationSource } from './entities/scan-reservation.entity';

/** What the ledger holds for one user at one instant (read under the account lock). */
export interface LedgerSnapshot {
  /** The period in force now, or null (a paid plan waiting for its renewal payment). */
  period: { id: string; tierCode: string; scansAllowed: number | null } | null;
  /** Reservations counting against the period (committed, or reserved and unexpired). */
  periodScansUsed: number;
  creditsGranted: number;
  /** Credit reservations that count (committed, or reserved and unexpired). */
  creditsUsed: number;
  /** Of the period's allowance, scans held (not claimed yet) for offline allowances. */
  periodScansHeld?: number;
  /** Credits held (not claimed yet) for offline allowances. */
  creditsHeld?: number;
}

/**
 * The quota rules: an unlimited period covers every scan; otherwise the monthly allowance is used
 * before pay-as-you-go credits (credits never expire, so they are the last resort).
 */
export class QuotaLedger {
  constructor(private readonly snapshot: LedgerSnapshot) {}

  get unlimited(): boolean {
    return this.snapshot.period !== null && this.snapshot.period.scansAllowed === null;
  }

  /** Scans counted against the current period (the "used" of the usage banner). */
  get scansUsed(): number {
    return this.snapshot.periodScansUsed;
  }

  /** Scans held for offline allowances and not used yet: not available online. */
  get scansHeld(): number {
    return (this.snapshot.periodScansHeld ?? 0) + (this.snapshot.creditsHeld ?? 0);
  }

  get allowanceRemaining(): number {
    const allowed = this.snapshot.period?.scansAllowed;
    if (allowed === null || allowed === undefined) return 0;
    return Math.max(
      0,
      allowed - this.snapshot.periodScansUsed - (this.snapshot.periodScansHeld ?? 0),
    );
  }

  get credits(): number {
    return Math.max(
      0,
      this.snapshot.creditsGranted - this.snapshot.creditsUsed - (this.snapshot.creditsHeld ?? 0),
    );
  }

  /** Allowance plus credits; null = unlimited (spec: scansRemaining null means unlimited). */
  get scansRemaining(): number | null {
    return this.unlimited ? null : this.allowanceRemaining + this.credits;
  }

  get canScan(): boolean {
    return this.nextSource() !== null;
  }

  /** Where the next scan would come from, or null when nothing is left. */
  nextSource(): ReservationSource | null {
    if (this.unlimited) return 'unlimited';
    if (this.allowanceRemaining > 0) return 'allowance';
    if (this.credits > 0) return 'credit';
    return null;
  }
}
