import { sqlMigration } from '@labellens/server-database';

export class Scans1763800000000 extends sqlMigration('Scans1763800000000', {
  up: [
    `
      CREATE TABLE scans (
        id uuid PRIMARY KEY,
        user_id text NOT NULL,
        product_name text NULL,
        ingredients_text text NOT NULL,
        contains_statements jsonb NOT NULL DEFAULT '[]',
        ingredients jsonb NOT NULL,
        allergens jsonb NOT NULL,
        allergen_names jsonb NOT NULL DEFAULT '[]',
        ingredient_count int NOT NULL,
        allergen_count int NOT NULL,
        overall_safety_score real NULL CHECK (overall_safety_score BETWEEN 0 AND 10),
        overall_safety_rating text NOT NULL CHECK (overall_safety_rating IN ('low_risk', 'moderate', 'hazardous', 'unknown')),
        nutrition_data jsonb NULL,
        nutrition_analysis jsonb NULL,
        display_language text NOT NULL,
        label_language text NULL,
        enriched_by text NULL,
        reservation_id text NULL,
        scanned_at timestamptz NOT NULL DEFAULT now()
      )`,
    // History is read newest first, one person at a time.
    `CREATE INDEX scans_user_scanned_idx ON scans (user_id, scanned_at DESC)`,
    `
      CREATE TABLE ingredient_preferences (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id text NOT NULL,
        ingredient_name text NOT NULL,
        name_key text NOT NULL,
        preference text NOT NULL CHECK (preference IN ('safe', 'concern', 'allergy')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, name_key)
      )`,
    `
      CREATE TABLE health_profiles (
        user_id text PRIMARY KEY,
        age int NULL,
        sex text NULL,
        weight real NULL,
        height real NULL,
        activity_level text NULL,
        goal text NULL,
        diet text NULL,
        allergies jsonb NULL,
        health_concerns text NULL,
        source_occurred_at timestamptz NOT NULL
      )`,
    `
      CREATE TABLE deleted_users (
        user_id text PRIMARY KEY,
        deleted_at timestamptz NOT NULL
      )`,
  ],
  down: [
    `DROP TABLE deleted_users`,
    `DROP TABLE health_profiles`,
    `DROP TABLE ingredient_preferences`,
    `DROP TABLE scans`,
  ],
}) {}
