import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { erasedUserKey } from '@labellens/server-events';
import type { EntityManager } from 'typeorm';

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
    await manager.query(
      `INSERT INTO admin_users (id, email, first_name, last_name, created_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET
         email = EXCLUDED.email,
         first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name,
         created_at = EXCLUDED.created_at`,
      [user.id, user.email, user.firstName, user.lastName, user.createdAt],
    );
  }

  async updateProfile(
    manager: EntityManager,
    change: { userId: string; profileComplete: boolean | null; at: Date; eventId: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO admin_users (id, profile_complete, profile_updated_at, profile_event_id)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET
         profile_complete = EXCLUDED.profile_complete,
         profile_updated_at = EXCLUDED.profile_updated_at,
         profile_event_id = EXCLUDED.profile_event_id
       WHERE admin_users.profile_updated_at IS NULL
          OR (EXCLUDED.profile_updated_at, EXCLUDED.profile_event_id)
             > (admin_users.profile_updated_at, admin_users.profile_event_id)`,
      [change.userId, change.profileComplete, change.at, change.eventId],
    );
  }

  async changeSubscription(
    manager: EntityManager,
    change: { userId: string; tier: string; status: string; at: Date; eventId: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO admin_users (id, subscription_tier, subscription_status, subscription_changed_at, subscription_event_id)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET
         subscription_tier = EXCLUDED.subscription_tier,
         subscription_status = EXCLUDED.subscription_status,
         subscription_changed_at = EXCLUDED.subscription_changed_at,
         subscription_event_id = EXCLUDED.subscription_event_id
       WHERE admin_users.subscription_changed_at IS NULL
          OR (EXCLUDED.subscription_changed_at, EXCLUDED.subscription_event_id)
             > (admin_users.subscription_changed_at, admin_users.subscription_event_id)`,
      [change.userId, change.tier, change.status, change.at, change.eventId],
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
    await manager.query(
      `INSERT INTO admin_scans (id, user_id, product_name, overall_safety_rating, ingredient_count, allergen_count, scanned_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO NOTHING`,
      [
        scan.id,
        scan.userId,
        scan.productName,
        scan.overallSafetyRating,
        scan.ingredientCount,
        scan.allergenCount,
        scan.scannedAt,
      ],
    );
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

  async addPayment(manager: EntityManager, payment: NewAdminPayment): Promise<void> {
    await manager.query(
      `INSERT INTO admin_payments (id, user_id, amount_cents, currency, scans_granted, kind, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO NOTHING`,
      [
        payment.id,
        payment.userId,
        payment.amountCents,
        payment.currency.toUpperCase(),
        payment.scansGranted,
        payment.kind,
        payment.createdAt,
      ],
    );
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
