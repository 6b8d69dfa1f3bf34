import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A completed scan, kept while scan keeps it (erased with its owner's account). */
@Entity('admin_scans')
export class AdminScanEntity {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ name: 'user_id', type: 'text' }) userId!: string;
  @Column({ name: 'product_name', type: 'text', nullable: true }) productName!: string | null;
  @Column({ name: 'overall_safety_rating', type: 'text' }) overallSafetyRating!: string;
  @Column({ name: 'ingredient_count', type: 'integer' }) ingredientCount!: number;
  @Column({ name: 'allergen_count', type: 'integer' }) allergenCount!: number;
  @Column({ name: 'scanned_at', type: 'timestamptz' }) scannedAt!: Date;
}
