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
