import { Inject, Injectable, Logger } from '@nestjs/common';
import { createEvent, EventTypes } from '@labellens/event-contracts';
import { PeriodicJob, SERVICE_CONFIG } from '@labellens/server-core';
import { idDigest } from '@labellens/server-database';
import { OutboxWriter } from '@labellens/server-events';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminConfig } from '../config/admin.config';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { OwnersClient } from './owners.client';

const PAGE = 500;
/**
 * After the first (full) round, each round looks at the scans saved since the previous round began,
 * less this margin: a scan's time is taken before its transaction commits.
 */
const SCAN_OVERLAP_MS = 15 * 60_000;
/**
 * Scans saved longer ago than this are settled: their event has had time to arrive, so the digests
 * of settled scans are compared, and a difference means a lost scan or one deleted at the source.
 */
export const SCAN_SETTLE_MS = 60_000;

export interface ReconcileCounts {
  usersAdded: number;
  usersErased: number;
  scansAdded: number;
  scansRemoved: number;
  paymentsAdded: number;
}

/**
 * Reconciles the read models with the owning services' databases, which are the truth: the event
 * bus can lose what the outbox no longer holds (a Redis without persistence restarted, a trimmed
 * stream, a published row past the outbox's retention). Every round
 * - users: compares a digest of auth's registered users with admin's; when they differ, adds the
 *   users admin lacks and erases those auth no longer has (deleted accounts, tombstoned as by
 *   `auth.user.deleted.v1`, with the confirmation auth waits for);
 * - payments: the same digest against billing's payments (all kept, erased ones pseudonymised);
 *   adds what admin lacks;
 * - scans: adds what admin lacks among scan's scans (all of them on the first round, then those
 *   saved since the previous round); when the digests of the settled scans (older than
 *   SCAN_SETTLE_MS) differ, pages through all of scan's scans and removes those scan no longer
 *   has (deleted by their owner, or with an erased account), so usage equals scan's rows.
 * Each write takes the user's lock and honours the tombstone, as the consumer does, so it commutes
 * with events arriving at the same time and with other admin replicas.
 */
@Injectable()
export class ReconcileService extends PeriodicJob {
  protected readonly logger = new Logger('Reconcile');
  protected override readonly runsAtBootstrap = true;
  private scansCheckedSince: Date | null = null;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: AdminConfig,
    private readonly dataSource: DataSource,
    private readonly owners: OwnersClient,
    private readonly repository: ReadModelsRepository,
    private readonly outbox: OutboxWriter,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.ADMIN_RECONCILE_INTERVAL_MS;
  }

  protected async runPass(): Promise<void> {
    const counts = await this.reconcile();
    if (Object.values(counts).some((n) => n > 0))
      this.logger.warn(
        `read models reconciled with the owning services: ${JSON.stringify(counts)}`,
      );
  }

  /** One round; returns what it changed. */
  async reconcile(): Promise<ReconcileCounts> {
    const counts: ReconcileCounts = {
      usersAdded: 0,
      usersErased: 0,
      scansAdded: 0,
      scansRemoved: 0,
      paymentsAdded: 0,
    };
    const started = new Date();
    await this.reconcileUsers(counts);
    await this.reconcilePayments(counts);
    await this.reconcileScans(counts);
    this.scansCheckedSince = new Date(started.getTime() - SCAN_OVERLAP_MS);
    return counts;
  }

  private async missing(table: string, ids: string[], where = 'TRUE'): Promise<Set<string>> {
    const present = ids.length
      ? await this.dataSource.query<{ id: string }[]>(
          `SELECT id FROM ${table} WHERE ${where} AND id = ANY($1)`,
          [ids],
        )
      : [];
    const found = new Set(present.map((row) => row.id));
    return new Set(ids.filter((id) => !found.has(id)));
  }

  /**
   * Pages through an owner's rows in id order and hands `add` each one `table` has no row for
   * (among those matching `where`), one at a time.
   */
  private async addLacking<T extends { id: string }>(
    table: string,
    where: string,
    fetchPage: (after: string | null) => Promise<T[]>,
    add: (row: T) => Promise<void>,
  ): Promise<void> {
    for (let after: string | null = null; ;) {
      const page = await fetchPage(after);
      const lacking = await this.missing(
        table,
        page.map((row) => row.id),
        where,
      );
      for (const row of page.filter((r) => lacking.has(r.id))) await add(row);
      if (page.length < PAGE) break;
      after = page[page.length - 1].id;
    }
  }

  /** Runs `write` in a transaction holding the user's lock, with the user's tombstone pseudonym. */
  private forUser(
    userId: string,
    write: (manager: EntityManager, pseudonym: string | null) => Promise<void>,
  ) {
    return this.dataSource.transaction(async (manager) => {
      await this.repository.lockUser(manager, userId);
      await write(manager, await this.repository.deletedPseudonym(manager, userId));
    });
  }

  private async reconcileUsers(counts: ReconcileCounts): Promise<void> {
    const registered = 'email IS NOT NULL';
    const [source, own] = [
      await this.owners.usersDigest(),
      await idDigest(this.dataSource, 'admin_users', registered),
    ];
    if (source.count === own.count && source.sum === own.sum) return;
    await this.addLacking(
      'admin_users',
      registered,
      (after) => this.owners.users(after, PAGE),
      (user) =>
        this.forUser(user.id, async (manager, pseudonym) => {
          if (pseudonym) return;
          await this.repository.registerUser(manager, {
            ...user,
            createdAt: new Date(user.createdAt),
          });
          counts.usersAdded += 1;
        }),
    );
    // Registered in admin, gone from auth: an account deleted while its deletion event was lost.
    for (let after = ''; ;) {
      const rows = await this.dataSource.query<{ id: string }[]>(
        `SELECT id FROM admin_users WHERE ${registered} AND id > $1 ORDER BY id LIMIT ${PAGE}`,
        [after],
      );
      const ids = rows.map((row) => row.id);
      for (const id of ids.length ? await this.owners.absentUsers(ids) : []) {
        await this.forUser(id, async (manager) => {
          await this.repository.deleteUser(manager, id, new Date());
          await this.outbox.append(
            manager,
            createEvent(EventTypes.AdminUserErasedV1, id, { userId: id }),
          );
          counts.usersErased += 1;
        });
      }
      if (ids.length < PAGE) break;
      after = ids[ids.length - 1];
    }
  }

  private async reconcilePayments(counts: ReconcileCounts): Promise<void> {
    const [source, own] = [
      await this.owners.paymentsDigest(),
      await idDigest(this.dataSource, 'admin_payments'),
    ];
    if (source.count === own.count && source.sum === own.sum) return;
    await this.addLacking(
      'admin_payments',
      'TRUE',
      (after) => this.owners.payments(after, PAGE),
      (payment) =>
        this.forUser(payment.userId, async (manager, pseudonym) => {
          await this.repository.addPayment(manager, {
            ...payment,
            userId: pseudonym ?? payment.userId,
            createdAt: new Date(payment.createdAt),
          });
          counts.paymentsAdded += 1;
        }),
    );
  }

  private async reconcileScans(counts: ReconcileCounts): Promise<void> {
    const settled = new Date(Date.now() - SCAN_SETTLE_MS);
    const [source, own] = [
      await this.owners.scansDigest(settled),
      await idDigest(this.dataSource, 'admin_scans', 'scanned_at < $1', [settled]),
    ];
    const differ = source.count !== own.count || source.sum !== own.sum;
    await this.addScans(differ ? null : this.scansCheckedSince, counts);
    if (differ) await this.removeDeletedScans(settled, counts);
  }

  /** Settled scans admin has and scan no longer has: deleted at the source. */
  private async removeDeletedScans(settled: Date, counts: ReconcileCounts): Promise<void> {
    for (let after = ''; ;) {
      const rows = await this.dataSource.query<{ id: string }[]>(
        `SELECT id FROM admin_scans WHERE scanned_at < $1 AND id > $2 ORDER BY id LIMIT ${PAGE}`,
        [settled, after],
      );
      const ids = rows.map((row) => row.id);
      const absent = ids.length ? await this.owners.absentScans(ids) : [];
      if (absent.length)
        counts.scansRemoved += await this.dataSource.transaction((manager) =>
          this.repository.removeScans(manager, absent),
        );
      if (ids.length < PAGE) break;
      after = ids[ids.length - 1];
    }
  }

  private async addScans(since: Date | null, counts: ReconcileCounts): Promise<void> {
    for (let after: string | null = null; ;) {
      const page = await this.owners.scans(since, after, PAGE);
      const lacking = await this.missing(
        'admin_scans',
        page.items.map((s) => s.id),
      );
      for (const scan of page.items.filter((s) => lacking.has(s.id))) {
        await this.forUser(scan.userId, async (manager, pseudonym) => {
          // Scan is erasing this account's scans (its deletion arrived there later than here).
          if (pseudonym) return;
          const scannedAt = new Date(scan.scannedAt);
          await this.repository.addScan(manager, { ...scan, scannedAt });
          await this.repository.touchActivity(manager, scan.userId, scannedAt);
          counts.scansAdded += 1;
        });
      }
      if (!page.next) break;
      after = page.next;
    }
  }
}
