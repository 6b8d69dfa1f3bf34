import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const SHOPPING_LIST_KINDS = ['to_buy', 'to_avoid', 'look_for'] as const;
export type ShoppingListKind = (typeof SHOPPING_LIST_KINDS)[number];

/** One line of a person's shopping list: a product to buy or avoid, or a criterion to look for. */
@Entity('shopping_list_items')
export class ShoppingListItemEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'text' }) userId!: string;
  @Column({ type: 'text' }) kind!: ShoppingListKind;
  @Column({ type: 'text' }) text!: string;
  /** The person's own scan the line came from; null when typed in, or once that scan is deleted. */
  @Column({ name: 'scan_id', type: 'uuid', nullable: true }) scanId!: string | null;
  @Column({ type: 'boolean', default: false }) checked!: boolean;
  @Column({ name: 'checked_at', type: 'timestamptz', nullable: true }) checkedAt!: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
}
