import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, TextColumn, UpdatedAtColumn } from '@labellens/server-database';

export type PreferenceKind = 'safe' | 'concern' | 'allergy';

/** An ingredient a person marked (spec 02 §7 "Preferences"); one row per person and ingredient name. */
@Entity('ingredient_preferences')
export class IngredientPreferenceEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @TextColumn('user_id') userId!: string;
  /** As the person wrote it. */
  @TextColumn('ingredient_name') ingredientName!: string;
  /** Folded name (lower case, single spaces) that makes `Palm Oil` and `palm oil` one preference. */
  @TextColumn('name_key') nameKey!: string;
  @TextColumn() preference!: PreferenceKind;
  @CreatedAtColumn() createdAt!: Date;
  @UpdatedAtColumn() updatedAt!: Date;
}
