import { Injectable } from '@nestjs/common';
import { EntityRepository } from '@labellens/server-database';
import { type EntityManager } from 'typeorm';
import {
  IngredientPreferenceEntity,
  type PreferenceKind,
} from './entities/ingredient-preference.entity';

/** `  Palm   OIL ` and `palm oil` are one preference. */
export function preferenceKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

@Injectable()
export class PreferenceRepository extends EntityRepository(IngredientPreferenceEntity) {
  listForUser(userId: string): Promise<IngredientPreferenceEntity[]> {
    return this.repo().find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Marks an ingredient; marking it again changes the mark (one row per person and name). */
  async upsert(
    userId: string,
    ingredientName: string,
    preference: PreferenceKind,
  ): Promise<IngredientPreferenceEntity> {
    const rows: IngredientPreferenceEntity[] = await this.dataSource.query(
      `INSERT INTO ingredient_preferences (user_id, ingredient_name, name_key, preference)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, name_key)
       DO UPDATE SET preference = EXCLUDED.preference, ingredient_name = EXCLUDED.ingredient_name, updated_at = now()
       RETURNING id, ingredient_name AS "ingredientName", preference`,
      [userId, ingredientName, preferenceKey(ingredientName), preference],
    );
    return rows[0];
  }

  async deleteByName(userId: string, ingredientName: string): Promise<boolean> {
    const result = await this.repo().delete({ userId, nameKey: preferenceKey(ingredientName) });
    return (result.affected ?? 0) > 0;
  }

  async deleteForUser(userId: string, manager: EntityManager): Promise<void> {
    await this.repo(manager).delete({ userId });
  }
}
