import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PreferenceKind = 'safe' | 'concern' | 'allergy';

/** An ingredient a person marked (spec 02 §7 "Preferences"); one row per person and ingredient name. */
@Entity('ingredient_preferences')
export class IngredientPreferenceEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'text' }) userId!: string;
  /** As the person wrote it. */
  @Column({ name: 'ingredient_name', type: 'text' }) ingredientName!: string;
  /** Folded name (lower case, single spaces) that makes `Palm Oil` and `palm oil` one preference. */
  @Column({ name: 'name_key', type: 'text' }) nameKey!: string;
  @Column({ type: 'text' }) preference!: PreferenceKind;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt!: Date;
}
