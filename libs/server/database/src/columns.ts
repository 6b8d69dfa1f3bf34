import { Column, PrimaryColumn, type ColumnOptions, type ColumnType } from 'typeorm';

/**
 * Column decorators for the services' conventions (snake_case names, `timestamptz` moments, text
 * user ids), so an entity reads as its table: `@NullableTimestampColumn('released_at')`.
 * `name` is the column's name when it differs from the property's.
 */
type ColumnExtras = Pick<ColumnOptions, 'default' | 'unique'>;

function typedColumn(type: ColumnType, nullable: boolean) {
  return (name?: string, extras: ColumnExtras = {}): PropertyDecorator =>
    Column({
      type,
      ...(name === undefined ? {} : { name }),
      ...(nullable ? { nullable } : {}),
      ...extras,
    });
}

export const TextColumn = typedColumn('text', false);
export const NullableTextColumn = typedColumn('text', true);
export const IntegerColumn = typedColumn('integer', false);
export const NullableIntegerColumn = typedColumn('integer', true);
export const UuidColumn = typedColumn('uuid', false);
export const NullableUuidColumn = typedColumn('uuid', true);
export const TimestampColumn = typedColumn('timestamptz', false);
export const NullableTimestampColumn = typedColumn('timestamptz', true);
export const JsonbColumn = typedColumn('jsonb', false);
export const NullableJsonbColumn = typedColumn('jsonb', true);

/** `created_at timestamptz NOT NULL DEFAULT now()`. */
export const CreatedAtColumn = (): PropertyDecorator =>
  Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' });

/** `updated_at timestamptz NOT NULL DEFAULT now()`. */
export const UpdatedAtColumn = (): PropertyDecorator =>
  Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' });

/** A `uuid` primary key the application generates (`randomUUID()`). */
export const UuidPrimaryColumn = (): PropertyDecorator => PrimaryColumn({ type: 'uuid' });

/** A `text` primary key: an id made elsewhere (a provider's, another service's). */
export const TextPrimaryColumn = (name?: string): PropertyDecorator =>
  PrimaryColumn({ type: 'text', ...(name === undefined ? {} : { name }) });
