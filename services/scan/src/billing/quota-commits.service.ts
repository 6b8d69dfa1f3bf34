import { Inject, Injectable, Logger } from '@nestjs/common';
import { PeriodicJob, SERVICE_CONFIG } from '@labellens/server-core';
import type { EntityManager } from 'typeorm';
import type { ScanConfig } from '../config/scan.config';
import { BillingClient } from './billing.client';
import { PendingCommitRepository } from './pending-commit.repository';

const BATCH = 50;
/** Back-off cap in retry intervals: a minute with the default 2 s. */
const MAX_BACKOFF_INTERVALS = 30;

/**
 * Durable quota commits: a saved scan's commit is recorded in the scan's own transaction, tried
 * at once, and retried with back-off until billing confirms (idempotent by reservation id), so a
 * billing crash between reserve and commit neither gives the scan away nor charges it twice.
 */
@Injectable()
export class QuotaCommitsService extends PeriodicJob {
  protected readonly logger = new Logger('QuotaCommits');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ScanConfig,
    private readonly billing: BillingClient,
    private readonly pending: PendingCommitRepository,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.BILLING_COMMIT_RETRY_MS;
  }

  protected runPass(): Promise<number> {
    return this.retryDue();
  }

  /** Inside the transaction that saves the scan. The first retry waits out an in-flight commit. */
  record(
    manager: EntityManager,
    row: { reservationId: string; scanId: string; userId: string },
  ): Promise<void> {
    return this.pending.insert(
      manager,
      row,
      this.config.BILLING_TIMEOUT_MS + this.config.BILLING_COMMIT_RETRY_MS,
    );
  }

  /** After the scan's transaction: charge now; on failure the recorded row is retried later. */
  async commitNow(reservationId: string): Promise<void> {
    try {
      await this.billing.commit(reservationId);
      await this.pending.delete(reservationId);
    } catch (err) {
      this.logger.warn(`commit of ${reservationId} failed, will retry: ${(err as Error).message}`);
    }
  }

  /** One pass over the commits that are due (exposed for tests). */
  async retryDue(): Promise<number> {
    let done = 0;
    try {
      const every = Math.max(this.config.BILLING_COMMIT_RETRY_MS, 100);
      const due = await this.pending.leaseDue(BATCH, {
        baseMs: every,
        maxMs: every * MAX_BACKOFF_INTERVALS,
      });
      for (const row of due) {
        try {
          await this.billing.commit(row.reservationId);
          await this.pending.delete(row.reservationId);
          done += 1;
        } catch (err) {
          await this.pending.recordFailure(row.reservationId, (err as Error).message);
        }
      }
    } catch (err) {
      this.logger.warn(`retrying quota commits failed: ${(err as Error).message}`);
    }
    return done;
  }
}
