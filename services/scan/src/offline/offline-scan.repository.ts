import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface OfflineScanRow {
  userId: string;
  idempotencyKey: string;
  scanId: string;
  allowanceId: string;
  reservationId: string;
  deviceCreatedAt: Date;
}

/** `offline_scans`: which scan an offline scan's idempotency key became (per person). */
@Injectable()
export class OfflineScanRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string, idempotencyKey: string): Promise<{ scanId: string } | null> {
    const rows: { scan_id: string }[] = await this.dataSource.query(
      `SELECT scan_id FROM offline_scans WHERE user_id = $1 AND idempotency_key = $2`,
      [userId, idempotencyKey],
    );
    return rows[0] ? { scanId: rows[0].scan_id } : null;
  }

  /**
   * In the scan's transaction. A second sync of the same key waits here for the first one's
   * transaction, then finds the key taken and throws DuplicateOfflineScanError (rolling back).
   */
  async insert(manager: EntityManager, row: OfflineScanRow): Promise<void> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO offline_scans (user_id, idempotency_key, scan_id, allowance_id, reservation_id, device_created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING scan_id`,
      [
        row.userId,
        row.idempotencyKey,
        row.scanId,
        row.allowanceId,
        row.reservationId,
        row.deviceCreatedAt,
      ],
    );
    if (rows.length === 0) throw new DuplicateOfflineScanError();
  }
}

/** The idempotency key was saved by another request meanwhile. */
export class DuplicateOfflineScanError extends Error {
  constructor() {
    super('this offline scan was synced by another request');
    this.name = 'DuplicateOfflineScanError';
  }
}
