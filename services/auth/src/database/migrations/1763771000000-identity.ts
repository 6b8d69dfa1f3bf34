import { sqlMigration } from '@labellens/server-database';

export class Identity1763771000000 extends sqlMigration('Identity1763771000000', {
  up: [
    `
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE,
        password_hash text NULL,
        first_name text NULL,
        last_name text NULL,
        profile_image_url text NULL,
        email_verified_at timestamptz NULL,
        disabled_at timestamptz NULL,
        oidc_subject text NULL UNIQUE,
        age int NULL, sex text NULL, weight int NULL, height int NULL,
        activity_level text NULL, goal text NULL, diet text NULL,
        allergies text NULL, health_concerns text NULL,
        profile_complete boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        mfa_pending boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz NULL
      )`,
    `CREATE INDEX sessions_user_idx ON sessions (user_id)`,
    `
      CREATE TABLE one_time_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL,
        code_hash text NOT NULL,
        attempts int NOT NULL DEFAULT 0,
        payload jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz NULL
      )`,
    `CREATE INDEX one_time_codes_user_purpose_idx ON one_time_codes (user_id, purpose)`,
    `CREATE INDEX one_time_codes_hash_idx ON one_time_codes (code_hash)`,
    `
      CREATE TABLE mfa_factors (
        uid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('phone', 'totp')),
        phone_number text NULL,
        totp_secret text NULL,
        display_name text NULL,
        verified_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE admins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE admin_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        admin_id uuid NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz NULL
      )`,
  ],
  down: ['admin_tokens', 'admins', 'mfa_factors', 'one_time_codes', 'sessions', 'users'].map(
    (table) => `DROP TABLE IF EXISTS ${table}`,
  ),
}) {}
