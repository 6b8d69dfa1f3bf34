import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ShoppingListKind } from '@labellens/contracts';
import {
  CreatedAtColumn,
  NullableTimestampColumn,
  NullableUuidColumn,
  TextColumn,
} from '@labellens/server-database';

/** One line of a person's shopping list: a product to buy or avoid, or a criterion to look for. */
@Entity('shopping_list_items')
export class ShoppingListItemEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @TextColumn('user_id') userId!: string;
  @TextColumn() kind!: ShoppingListKind;
  @TextColumn() text!: string;
  /** The person's own scan the line came from; null when typed in, or once that scan is deleted. */
  @NullableUuidColumn('scan_id') scanId!: string | null;
  @Column({ type: 'boolean', default: false }) checked!: boolean;
  @NullableTimestampColumn('checked_at') checkedAt!: Date | null;
  @CreatedAtColumn() createdAt!: Date;
}
