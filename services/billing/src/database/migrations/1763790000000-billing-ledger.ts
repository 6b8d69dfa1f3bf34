import { sqlMigration } from '@labellens/server-database';

/** The quota ledger, payments and provider tables of the billing service. */
export class BillingLedger1763790000000 extends sqlMigration('BillingLedger1763790000000', {
  up: [
    `
      CREATE TABLE billing_accounts (
        user_id text PRIMARY KEY,
        tier_code text NOT NULL DEFAULT 'free' CHECK (tier_code IN ('free', 'basic', 'premium')),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'trialing', 'canceled')),
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        pending_tier_code text NULL CHECK (pending_tier_code IN ('basic', 'premium')),
        provider_customer_id text NULL,
        default_payment_method_id text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE payments (
        id uuid PRIMARY KEY,
        provider text NOT NULL,
        provider_payment_id text NOT NULL,
        user_id text NULL,
        user_pseudonym text NULL,
        kind text NOT NULL CHECK (kind IN ('subscription', 'renewal', 'payg')),
        tier_code text NULL,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        currency text NOT NULL,
        scans_granted integer NOT NULL CHECK (scans_granted >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payments_provider_payment_key UNIQUE (provider, provider_payment_id),
        CONSTRAINT payments_user_or_pseudonym CHECK (user_id IS NOT NULL OR user_pseudonym IS NOT NULL)
      )`,
    `CREATE INDEX payments_user_idx ON payments (user_id) WHERE user_id IS NOT NULL`,
    `
      CREATE TABLE allowance_periods (
        id uuid PRIMARY KEY,
        user_id text NOT NULL REFERENCES billing_accounts (user_id) ON DELETE CASCADE,
        tier_code text NOT NULL,
        scans_allowed integer NULL CHECK (scans_allowed >= 0),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        payment_id uuid NULL REFERENCES payments (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT allowance_periods_user_start_key UNIQUE (user_id, starts_at),
        CONSTRAINT allowance_periods_positive CHECK (ends_at > starts_at)
      )`,
    `CREATE INDEX allowance_periods_user_end_idx ON allowance_periods (user_id, ends_at DESC)`,
    `
      CREATE TABLE credit_grants (
        id uuid PRIMARY KEY,
        user_id text NOT NULL REFERENCES billing_accounts (user_id) ON DELETE CASCADE,
        scans integer NOT NULL CHECK (scans > 0),
        reason text NOT NULL,
        payment_id uuid NULL REFERENCES payments (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT credit_grants_payment_id_key UNIQUE (payment_id)
      )`,
    `CREATE INDEX credit_grants_user_idx ON credit_grants (user_id)`,
    `
      CREATE TABLE scan_reservations (
        id uuid PRIMARY KEY,
        user_id text NOT NULL REFERENCES billing_accounts (user_id) ON DELETE CASCADE,
        request_id text NOT NULL,
        source text NOT NULL CHECK (source IN ('allowance', 'credit', 'unlimited')),
        period_id uuid NULL REFERENCES allowance_periods (id) ON DELETE CASCADE,
        state text NOT NULL CHECK (state IN ('reserved', 'committed', 'released')),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        committed_at timestamptz NULL,
        released_at timestamptz NULL,
        CONSTRAINT scan_reservations_user_request_key UNIQUE (user_id, request_id),
        CONSTRAINT scan_reservations_period_matches_source CHECK ((source = 'credit') = (period_id IS NULL))
      )`,
    `CREATE INDEX scan_reservations_period_idx ON scan_reservations (period_id) WHERE state <> 'released'`,
    `CREATE INDEX scan_reservations_credit_idx ON scan_reservations (user_id) WHERE source = 'credit' AND state <> 'released'`,
    `
      CREATE TABLE checkout_intents (
        id text PRIMARY KEY,
        provider text NOT NULL,
        user_id text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('subscription', 'plan_change', 'payg', 'renewal')),
        tier_code text NULL,
        scans_quantity integer NULL,
        amount_cents integer NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'fulfilled', 'failed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        fulfilled_at timestamptz NULL
      )`,
    `CREATE INDEX checkout_intents_user_idx ON checkout_intents (user_id, kind, status)`,
    `
      CREATE TABLE provider_events (
        event_id text PRIMARY KEY,
        provider text NOT NULL,
        type text NOT NULL,
        outcome text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE local_intents (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('payment', 'setup')),
        client_secret text NOT NULL UNIQUE,
        status text NOT NULL,
        amount_cents integer NULL,
        currency text NULL,
        customer_id text NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        payment_method_id text NULL,
        card_brand text NULL,
        card_last4 text NULL,
        last_error text NULL,
        idempotency_key text NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX local_intents_payment_method_idx ON local_intents (payment_method_id)`,
  ],
  down: [
    'DROP TABLE IF EXISTS local_intents',
    'DROP TABLE IF EXISTS provider_events',
    'DROP TABLE IF EXISTS checkout_intents',
    'DROP TABLE IF EXISTS scan_reservations',
    'DROP TABLE IF EXISTS credit_grants',
    'DROP TABLE IF EXISTS allowance_periods',
    'DROP TABLE IF EXISTS payments',
    'DROP TABLE IF EXISTS billing_accounts',
  ],
}) {}
