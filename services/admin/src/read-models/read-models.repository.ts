import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { erasedUserKey } from '@labellens/server-events';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { AdminPaymentEntity } from './entities/admin-payment.entity';
import { AdminScanEntity } from './entities/admin-scan.entity';

export interface NewAdminUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}

export interface NewAdminScan {
  id: string;
  userId: string;
  productName: string | null;
  overallSafetyRating: string;
  ingredientCount: number;
  allergenCount: number;
  scannedAt: Date;
}

export interface NewAdminPayment {
  id: string;
  userId: string;
  amountCents: number;
  currency: string;
  scansGranted: number;
  kind: string;
  createdAt: Date;
}

/**
 * Sets `values` (column → value; the columns named in code, never input) on the user's admin_users
 * row, creating it (a placeholder until registration) if there is none; `onlyIf` may restrict the
 * update.
 */
async function upsertUser(
  manager: EntityManager,
  userId: string,
  values: Record<string, unknown>,
  onlyIf = '',
): Promise<void> {
  const columns = Object.keys(values);
  await manager.query(
    `INSERT INTO admin_users (id, ${columns.join(', ')})
     VALUES ($1, ${columns.map((_, i) => `$${String(i + 2)}`).join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
     ${onlyIf}`,
    [userId, ...Object.values(values)],
  );
}

/** Newest event wins: a change older than the stored one (by time, then event id) is ignored. */
const newestWins = (at: string, eventId: string) =>
  `WHERE admin_users.${at} IS NULL
      OR (EXCLUDED.${at}, EXCLUDED.${eventId}) > (admin_users.${at}, admin_users.${eventId})`;

/** Inserts `row` unless a row with its primary key is there (ON CONFLICT DO NOTHING). */
async function insertOnce<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  row: Partial<E>,
): Promise<void> {
  await manager.createQueryBuilder().insert().into(entity).values(row).orIgnore().execute();
}

/**
 * Writes of the admin read models. Every method runs inside the consumer's transaction (the one
 * holding the processed-events marker) and is written to give the same result whatever order the
 * events arrive in: upserts, GREATEST for "latest" times, and newest-event-wins (occurredAt, then
 * event id) for values that change.
 */
@Injectable()
export class ReadModelsRepository {
  /**
   * Serialises all writes about one user (several replicas, or a rebuild beside the live consumer),
   * so a deletion and a scan for the same user cannot interleave and leave the user id behind.
   */
  async lockUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `admin.user:${userId}`,
    ]);
  }

  /** The pseudonym that replaces a deleted user's id, or null while the user exists. */
  async deletedPseudonym(manager: EntityManager, userId: string): Promise<string | null> {
    const rows: { pseudonym: string }[] = await manager.query(
      'SELECT pseudonym FROM admin_deleted_users WHERE user_key = $1',
      [erasedUserKey(userId)],
    );
    return rows[0]?.pseudonym ?? null;
  }

  /** Completes the user's row (or a placeholder made by an earlier-arriving event). */
  async registerUser(manager: EntityManager, user: NewAdminUser): Promise<void> {
    await upsertUser(manager, user.id, {
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      created_at: user.createdAt,
    });
  }

  async updateProfile(
    manager: EntityManager,
    change: { userId: string; profileComplete: boolean | null; at: Date; eventId: string },
  ): Promise<void> {
    await upsertUser(
      manager,
      change.userId,
      {
        profile_complete: change.profileComplete,
        profile_updated_at: change.at,
        profile_event_id: change.eventId,
      },
      newestWins('profile_updated_at', 'profile_event_id'),
    );
  }

  async changeSubscription(
    manager: EntityManager,
    change: { userId: string; tier: string; status: string; at: Date; eventId: string },
  ): Promise<void> {
    await upsertUser(
      manager,
      change.userId,
      {
        subscription_tier: change.tier,
        subscription_status: change.status,
        subscription_changed_at: change.at,
        subscription_event_id: change.eventId,
      },
      newestWins('subscription_changed_at', 'subscription_event_id'),
    );
  }

  /** A scan or a sign-in: keeps the latest, whatever order they arrive in. */
  async touchActivity(manager: EntityManager, userId: string, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO admin_users (id, last_active_at) VALUES ($1, $2)
       ON CONFLICT (id) DO UPDATE SET
         last_active_at = GREATEST(admin_users.last_active_at, EXCLUDED.last_active_at)`,
      [userId, at],
    );
  }

  /** First delivery wins: a scan is a fact that never changes. */
  async addScan(manager: EntityManager, scan: NewAdminScan): Promise<void> {
    await insertOnce(manager, AdminScanEntity, scan);
  }

  /** Removes scans their owner deleted (found by reconciliation); returns how many. */
  async removeScans(manager: EntityManager, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [{ n }] = await manager.query<{ n: number }[]>(
      `WITH gone AS (DELETE FROM admin_scans WHERE id = ANY($1::text[]) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [ids],
    );
    return n;
  }

  /** First delivery wins, as for scans; the currency is kept upper-case. */
  async addPayment(manager: EntityManager, payment: NewAdminPayment): Promise<void> {
    await insertOnce(manager, AdminPaymentEntity, {
      ...payment,
      amountCents: String(payment.amountCents),
      currency: payment.currency.toUpperCase(),
    });
  }

  /**
   * Removes the user's row (e-mail and name go with it) and their scans (scan erases them too, so
   * usage stays equal to scan's rows), and replaces their id on payments (billing keeps those for
   * accounting) by a random `deleted-…` pseudonym, kept in a tombstone (under `erasedUserKey(id)`,
   * not the id) so later events for the user get it too.
   */
  async deleteUser(manager: EntityManager, userId: string, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO admin_deleted_users (user_key, pseudonym, deleted_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_key) DO NOTHING`,
      [erasedUserKey(userId), `deleted-${randomUUID()}`, at],
    );
    const pseudonym = await this.deletedPseudonym(manager, userId);
    await manager.query('DELETE FROM admin_users WHERE id = $1', [userId]);
    await manager.query('DELETE FROM admin_scans WHERE user_id = $1', [userId]);
    await manager.query('UPDATE admin_payments SET user_id = $2 WHERE user_id = $1', [
      userId,
      pseudonym,
    ]);
  }

  /** Empties every read model and the consumer's processed-events markers (for a rebuild). */
  async reset(manager: EntityManager, consumer: string): Promise<void> {
    // Locking first makes a live consumer's transaction either finish before the reset (its effect
    // and marker are both wiped, so the replay applies the event again) or start after it.
    // processed_events comes first: a live transaction takes it first too, so neither side can
    // hold a table the other waits for (no deadlock).
    await manager.query(
      `LOCK TABLE processed_events, admin_users, admin_scans, admin_payments, admin_deleted_users
       IN ACCESS EXCLUSIVE MODE`,
    );
    await manager.query('TRUNCATE admin_users, admin_scans, admin_payments, admin_deleted_users');
    await manager.query('DELETE FROM processed_events WHERE consumer = $1', [consumer]);
  }
}
