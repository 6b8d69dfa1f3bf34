import { Entity } from 'typeorm';
import {
  IntegerColumn,
  NullableTextColumn,
  TextColumn,
  TimestampColumn,
} from '@labellens/server-database';
import { UserFactEntity } from './user-fact.entity';

/** A completed scan, kept while scan keeps it (erased with its owner's account). */
@Entity('admin_scans')
export class AdminScanEntity extends UserFactEntity {
  @NullableTextColumn('product_name') productName!: string | null;
  @TextColumn('overall_safety_rating') overallSafetyRating!: string;
  @IntegerColumn('ingredient_count') ingredientCount!: number;
  @IntegerColumn('allergen_count') allergenCount!: number;
  @TimestampColumn('scanned_at') scannedAt!: Date;
}
