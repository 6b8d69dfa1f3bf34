import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { OfflineAllowanceResponse, OfflineScanResponse } from '@labellens/contracts';
import { SERVICE_CONFIG } from '@labellens/server-core';
import { BillingClient, HoldClaimRefusedError } from '../billing/billing.client';
import { Clock } from '../common/clock';
import type { ScanConfig } from '../config/scan.config';
import { ScansService } from '../scans/scans.service';
import { signAllowance, verifyAllowance, type OfflineAllowance } from './allowance-token';
import { toCreateScanDto, type AllowanceRequestDto, type OfflineScanDto } from './dto/offline.dto';
import { AllowanceRefusedError } from './offline.errors';
import { DuplicateOfflineScanError, OfflineScanRepository } from './offline-scan.repository';

/**
 * Offline scanning, server side. An allowance is a signed token for N scans of the person's quota,
 * held in billing so online scans cannot spend them. A synced offline scan is verified, analysed
 * again here with the person's current profile, saved like an online scan and charged one held
 * scan, exactly once per idempotency key.
 */
@Injectable()
export class OfflineService {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ScanConfig,
    private readonly billing: BillingClient,
    private readonly scans: ScansService,
    private readonly offlineScans: OfflineScanRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Holds min(asked, OFFLINE_ALLOWANCE_SCANS, remaining) scans until the allowance's expiry plus
   * the sync grace. The person's previous allowance gives its unused scans back first (billing).
   * No quota left: QuotaExceededError (403 scan_limit_reached, as online).
   */
  async issue(userId: string, dto: AllowanceRequestDto): Promise<OfflineAllowanceResponse> {
    const id = randomUUID();
    const issuedAt = this.clock.now();
    const expiresAt = new Date(
      issuedAt.getTime() + this.config.OFFLINE_ALLOWANCE_TTL_SECONDS * 1000,
    );
    const holdUntil = new Date(
      expiresAt.getTime() + this.config.OFFLINE_ALLOWANCE_GRACE_SECONDS * 1000,
    );
    const asked = Math.min(dto.scans ?? Infinity, this.config.OFFLINE_ALLOWANCE_SCANS);
    const scans = await this.billing.hold(userId, id, asked, holdUntil);
    const allowance: OfflineAllowance = { id, userId, scans, issuedAt, expiresAt };
    return {
      token: signAllowance(allowance, this.config.OFFLINE_ALLOWANCE_SECRET),
      scans,
      expiresAt: expiresAt.toISOString(),
    };
  }

  async sync(userId: string, dto: OfflineScanDto): Promise<OfflineScanResponse> {
    const allowance = verifyAllowance(dto.allowance, this.config.OFFLINE_ALLOWANCE_SECRET);
    if (!allowance || allowance.userId !== userId) throw new AllowanceRefusedError('invalid');

    const replay = await this.replay(userId, dto.idempotencyKey);
    if (replay) return replay;

    const now = this.clock.now();
    const graceEnd =
      allowance.expiresAt.getTime() + this.config.OFFLINE_ALLOWANCE_GRACE_SECONDS * 1000;
    // The device's clock is not trusted beyond "now": a scan cannot be from the future.
    const createdAt = Math.min(dto.createdAt.getTime(), now.getTime());
    if (now.getTime() >= graceEnd || createdAt >= allowance.expiresAt.getTime())
      throw new AllowanceRefusedError('expired');

    let reservation;
    try {
      reservation = await this.billing.claim(userId, allowance.id, dto.idempotencyKey);
    } catch (err) {
      if (!(err instanceof HoldClaimRefusedError)) throw err;
      throw new AllowanceRefusedError(err.reason === 'not_found' ? 'invalid' : err.reason);
    }

    const scanId = randomUUID();
    // History shows when it was scanned: the device's time, but not before the allowance existed.
    const scannedAt = new Date(Math.max(createdAt, allowance.issuedAt.getTime()));
    try {
      await this.scans.analyseReserved({
        userId,
        scanId,
        reservation,
        dto: toCreateScanDto(dto),
        scannedAt,
        releaseOnFailure: false,
        alsoSave: (manager) =>
          this.offlineScans.insert(manager, {
            userId,
            idempotencyKey: dto.idempotencyKey,
            scanId,
            allowanceId: allowance.id,
            reservationId: reservation.reservationId,
            deviceCreatedAt: dto.createdAt,
          }),
      });
    } catch (err) {
      // The same key synced at the same moment: the other request saved it; answer with its scan.
      if (err instanceof DuplicateOfflineScanError) {
        const winner = await this.replay(userId, dto.idempotencyKey);
        if (winner) return winner;
      }
      throw err;
    }
    return { scan: await this.scans.detail(scanId, userId), replayed: false };
  }

  private async replay(userId: string, key: string): Promise<OfflineScanResponse | null> {
    const existing = await this.offlineScans.find(userId, key);
    if (!existing) return null;
    return { scan: await this.scans.detail(existing.scanId, userId), replayed: true };
  }
}
