import { sqlMigration } from '@labellens/server-database';

/**
 * The shopping list (issue 18): a person's lines to buy, to avoid or to look for. A line may point
 * at one of the person's scans; deleting that scan keeps the line (its text says what it was).
 */
export class ShoppingList1764410000000 extends sqlMigration('ShoppingList1764410000000', {
  up: [
    `
      CREATE TABLE shopping_list_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('to_buy', 'to_avoid', 'look_for')),
        text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 200),
        scan_id uuid NULL REFERENCES scans (id) ON DELETE SET NULL,
        checked boolean NOT NULL DEFAULT false,
        checked_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    // The list is read one person at a time, oldest line first.
    `CREATE INDEX shopping_list_items_user_created_idx ON shopping_list_items (user_id, created_at)`,
    `CREATE INDEX shopping_list_items_scan_idx ON shopping_list_items (scan_id)`,
  ],
  down: [`DROP TABLE shopping_list_items`],
}) {}
