import { Injectable } from '@nestjs/common';
import { EntityRepository } from '@labellens/server-database';
import type { ShoppingListKind } from '@labellens/contracts';
import { type EntityManager } from 'typeorm';
import { ShoppingListItemEntity } from './entities/shopping-list-item.entity';

/** Folded text, so `Ham  without nitrite` and `ham without nitrite` are one line of a kind. */
export const shoppingTextKey = (text: string): string =>
  text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

@Injectable()
export class ShoppingListRepository extends EntityRepository(ShoppingListItemEntity) {
  listForUser(userId: string): Promise<ShoppingListItemEntity[]> {
    return this.repo().find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  countForUser(userId: string, manager?: EntityManager): Promise<number> {
    return this.repo(manager).count({ where: { userId } });
  }

  /** The person's unchecked line of this kind and text, if they already have one. */
  async findOpenDuplicate(
    userId: string,
    kind: ShoppingListKind,
    text: string,
    manager?: EntityManager,
  ): Promise<ShoppingListItemEntity | null> {
    const rows: ShoppingListItemEntity[] = await (manager ?? this.dataSource.manager)
      .createQueryBuilder(ShoppingListItemEntity, 'i')
      .where('i.user_id = :userId AND i.kind = :kind AND NOT i.checked', { userId, kind })
      .andWhere('lower(i.text) = :key', { key: shoppingTextKey(text) })
      .limit(1)
      .getMany();
    return rows[0] ?? null;
  }

  /** True when the scan exists and is the person's own. */
  async ownsScan(userId: string, scanId: string, manager?: EntityManager): Promise<boolean> {
    const rows: unknown[] = await (manager ?? this.dataSource.manager).query(
      `SELECT 1 FROM scans WHERE id = $1 AND user_id = $2`,
      [scanId, userId],
    );
    return rows.length > 0;
  }

  insert(
    manager: EntityManager,
    row: Pick<ShoppingListItemEntity, 'userId' | 'kind' | 'text' | 'scanId'>,
  ): Promise<ShoppingListItemEntity> {
    return this.repo(manager).save(this.repo(manager).create(row));
  }

  /** Checks or unchecks the person's own line; null when there is no such line of theirs. */
  async setChecked(
    userId: string,
    id: string,
    checked: boolean,
  ): Promise<ShoppingListItemEntity | null> {
    const item = await this.repo().findOne({ where: { id, userId } });
    if (!item) return null;
    if (item.checked !== checked) {
      item.checked = checked;
      item.checkedAt = checked ? new Date() : null;
      await this.repo().update({ id, userId }, { checked, checkedAt: item.checkedAt });
    }
    return item;
  }

  async deleteOne(userId: string, id: string): Promise<boolean> {
    const result = await this.repo().delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }

  async deleteMatching(userId: string, filter: { checked: boolean }): Promise<number> {
    const result = await this.repo().delete({ userId, checked: filter.checked });
    return result.affected ?? 0;
  }

  /**
   * Serialises additions per person (a transaction-scoped advisory lock), so two adds at once
   * cannot both pass the size check.
   */
  async lockForUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('shopping_list:' || $1))`, [userId]);
  }
}
