import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { INTERNAL_IDENTITY_HEADER, signInternalToken } from '@labellens/server-auth';
import { SERVICE_CONFIG } from '@labellens/server-core';
import { request } from 'undici';
import type { ScanConfig } from '../config/scan.config';
import { QuotaExceededError, ScanServiceUnavailableError } from '../common/scan.exception';

export interface Reservation {
  reservationId: string;
  source: string;
}

/** Why billing refused to give an offline allowance's scan to an offline scan. */
export class HoldClaimRefusedError extends Error {
  constructor(readonly reason: 'not_found' | 'expired' | 'spent') {
    super(`billing refused the claim: ${reason}`);
    this.name = 'HoldClaimRefusedError';
  }
}

/**
 * The billing service's internal quota API: a scan is reserved before any work, then committed
 * when its result is saved or released when it fails, so a failed scan never costs a scan.
 */
@Injectable()
export class BillingClient {
  private readonly logger = new Logger('BillingClient');

  constructor(@Inject(SERVICE_CONFIG) private readonly config: ScanConfig) {}

  private async post(
    path: string,
    body: Record<string, string | number>,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const token = signInternalToken(
      { kind: 'service', service: 'scan' },
      this.config.INTERNAL_JWT_SECRET,
      60,
    );
    try {
      const res = await request(`${this.config.BILLING_URL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_IDENTITY_HEADER]: token },
        body: JSON.stringify(body),
        headersTimeout: this.config.BILLING_TIMEOUT_MS,
        bodyTimeout: this.config.BILLING_TIMEOUT_MS,
      });
      const text = await res.body.text();
      let json: Record<string, unknown> = {};
      try {
        json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        json = {};
      }
      return { status: res.statusCode, json };
    } catch (err) {
      throw new ScanServiceUnavailableError(`billing unreachable: ${(err as Error).message}`);
    }
  }

  /** Reserves one scan; `requestId` makes a retried reservation the same one. */
  async reserve(userId: string, requestId: string): Promise<Reservation> {
    const { status, json } = await this.post('/internal/quota/reserve', { userId, requestId });
    if (status === 200 && typeof json.reservationId === 'string') {
      return {
        reservationId: json.reservationId,
        source: typeof json.source === 'string' ? json.source : '',
      };
    }
    if (status === 402) {
      throw new QuotaExceededError(
        typeof json.message === 'string'
          ? json.message
          : 'Scan limit reached. Please upgrade your subscription to continue.',
      );
    }
    throw new ScanServiceUnavailableError(`billing answered ${status} to reserve`);
  }

  private quotaExceeded(json: Record<string, unknown>): QuotaExceededError {
    return new QuotaExceededError(
      typeof json.message === 'string'
        ? json.message
        : 'Scan limit reached. Please upgrade your subscription to continue.',
    );
  }

  /**
   * Holds up to `scans` of the person's quota for an offline allowance until `expiresAt`; answers
   * how many were held. A newer hold gives back the unclaimed scans of the person's earlier one.
   */
  async hold(userId: string, holdId: string, scans: number, expiresAt: Date): Promise<number> {
    const { status, json } = await this.post('/internal/quota/holds', {
      userId,
      holdId,
      scans,
      expiresAt: expiresAt.toISOString(),
    });
    if (status === 200 && typeof json.scans === 'number') return json.scans;
    if (status === 402) throw this.quotaExceeded(json);
    throw new ScanServiceUnavailableError(`billing answered ${status} to hold`);
  }

  /** One held scan for one offline scan (the same one again for the same key). */
  async claim(userId: string, holdId: string, claimKey: string): Promise<Reservation> {
    const { status, json } = await this.post('/internal/quota/holds/claim', {
      userId,
      holdId,
      claimKey,
    });
    if (status === 200 && typeof json.reservationId === 'string')
      return {
        reservationId: json.reservationId,
        source: typeof json.source === 'string' ? json.source : '',
      };
    if (status === 402) throw this.quotaExceeded(json);
    if (status === 404) throw new HoldClaimRefusedError('not_found');
    if (status === 410) throw new HoldClaimRefusedError('expired');
    if (status === 409) throw new HoldClaimRefusedError('spent');
    throw new ScanServiceUnavailableError(`billing answered ${status} to claim`);
  }

  /**
   * Charges a saved scan. `committed` also for a repeated commit (billing is idempotent by
   * reservation id); `gone` when billing will never charge it (the account was erased there, or
   * the reservation was released); throws when billing did not decide, so the caller retries.
   */
  async commit(reservationId: string): Promise<'committed' | 'gone'> {
    const { status, json } = await this.post('/internal/quota/commit', { reservationId });
    if (status === 200) return 'committed';
    if (status === 404 || status === 409) {
      this.logger.warn(
        `commit of ${reservationId} answered ${status} (${String(json.message)}); not charged`,
      );
      return 'gone';
    }
    throw new ScanServiceUnavailableError(`billing answered ${status} to commit`);
  }

  /** Gives the scan back. Never throws: a reservation that cannot be released expires on its own. */
  async release(reservationId: string): Promise<void> {
    try {
      const { status } = await this.post('/internal/quota/release', { reservationId });
      if (status !== 200)
        this.logger.warn(`release of ${reservationId} answered ${status}; it will expire instead`);
    } catch (err) {
      this.logger.warn(
        `release of ${reservationId} failed (${(err as Error).message}); it will expire instead`,
      );
    }
  }

  /**
   * Whether the person could scan now, without using a scan: extraction reads a label but is not
   * an analysis, so it reserves and at once releases. A refused reservation throws QuotaExceededError.
   */
  async ensureCanScan(userId: string): Promise<void> {
    const reservation = await this.reserve(userId, `extract-${randomUUID()}`);
    await this.release(reservation.reservationId);
  }
}
