import { sqlMigration } from '@labellens/server-database';

/**
 * The admin read models, built only from domain events (see read-models/). Timestamps are stored
 * at millisecond precision so the opaque list cursors (JavaScript dates) compare exactly.
 */
export class AdminReadModels1763800000000 extends sqlMigration('AdminReadModels1763800000000', {
  up: [
    // A row whose email is NULL is a placeholder: an event about the user (scan, sign-in,
    // subscription) arrived before auth.user.registered.v1, which completes it.
    `
      CREATE TABLE admin_users (
        id text PRIMARY KEY,
        email text NULL,
        first_name text NULL,
        last_name text NULL,
        created_at timestamptz NULL,
        subscription_tier text NULL,
        subscription_status text NULL,
        subscription_changed_at timestamptz NULL,
        subscription_event_id uuid NULL,
        profile_complete boolean NULL,
        profile_updated_at timestamptz NULL,
        profile_event_id uuid NULL,
        -- Latest scan or sign-in: "active" is either within 30 days.
        last_active_at timestamptz NULL
      )`,
    `CREATE INDEX admin_users_newest_idx ON admin_users (created_at DESC, id DESC) WHERE email IS NOT NULL`,
    `CREATE INDEX admin_users_active_idx ON admin_users (last_active_at) WHERE email IS NOT NULL`,
    `
      CREATE TABLE admin_scans (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        product_name text NULL,
        overall_safety_rating text NOT NULL,
        ingredient_count integer NOT NULL,
        allergen_count integer NOT NULL,
        scanned_at timestamptz NOT NULL
      )`,
    `CREATE INDEX admin_scans_newest_idx ON admin_scans (scanned_at DESC, id DESC)`,
    `CREATE INDEX admin_scans_user_idx ON admin_scans (user_id)`,
    `
      CREATE TABLE admin_payments (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
        currency text NOT NULL,
        scans_granted integer NOT NULL,
        kind text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
    `CREATE INDEX admin_payments_newest_idx ON admin_payments (created_at DESC, id DESC)`,
    `CREATE INDEX admin_payments_user_idx ON admin_payments (user_id)`,
    // Tombstones: events can arrive after auth.user.deleted.v1 (other streams, replays), and must
    // not bring the person back. Holds no e-mail or name.
    `
      CREATE TABLE admin_deleted_users (
        user_id text PRIMARY KEY,
        pseudonym text NOT NULL UNIQUE,
        deleted_at timestamptz NOT NULL
      )`,
  ],
  down: [
    'DROP TABLE IF EXISTS admin_deleted_users',
    'DROP TABLE IF EXISTS admin_payments',
    'DROP TABLE IF EXISTS admin_scans',
    'DROP TABLE IF EXISTS admin_users',
  ],
}) {}
