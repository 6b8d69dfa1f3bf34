import type { EntityManager } from 'typeorm';

/** `scansGranted` → `scans_granted`, as a type. */
type SnakeCase<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<Rest>}`
  : S;

/** An entity's row as raw SQL returns it: the same columns under their snake_case names. */
export type RowOf<E> = { [K in keyof E & string as SnakeCase<K>]: E[K] };

const camelCase = (column: string) =>
  column.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/** The entity of a `SELECT *` / `RETURNING *` row: each snake_case column to its camelCase property. */
export function entityFromRow<E extends object>(Entity: new () => E, row: RowOf<E>): E {
  const entity = new Entity();
  for (const [column, value] of Object.entries(row))
    Object.assign(entity, { [camelCase(column)]: value });
  return entity;
}

/**
 * Raw SQL whose rows are an entity's (`SELECT *`, `RETURNING *`), each mapped with entityFromRow.
 * One per entity, next to the repository that owns its table.
 */
export class EntityRows<E extends object> {
  constructor(private readonly Entity: new () => E) {}

  /** The entity of a row already read. */
  map(row: RowOf<E>): E {
    return entityFromRow(this.Entity, row);
  }

  async all(db: Pick<EntityManager, 'query'>, sql: string, params: unknown[]): Promise<E[]> {
    const rows: RowOf<E>[] = await db.query(sql, params);
    return rows.map((row) => this.map(row));
  }

  /** The first row's entity, or null when there is none (a lookup, an insert that may do nothing). */
  async first(db: Pick<EntityManager, 'query'>, sql: string, params: unknown[]): Promise<E | null> {
    const rows: RowOf<E>[] = await db.query(sql, params);
    return rows[0] ? this.map(rows[0]) : null;
  }
}
