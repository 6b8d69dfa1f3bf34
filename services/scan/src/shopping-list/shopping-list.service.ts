import { Injectable } from '@nestjs/common';
import {
  SHOPPING_LIST_MAX_ITEMS,
  type ShoppingList,
  type ShoppingListItem,
} from '@labellens/contracts';
import {
  ShoppingListFullError,
  ShoppingListItemNotFoundError,
  ShoppingListScanNotFoundError,
} from '../common/scan.exception';
import type { AddShoppingListItemDto, ClearShoppingListQuery } from './dto/shopping-list.dto';
import type { ShoppingListItemEntity } from './entities/shopping-list-item.entity';
import { ShoppingListRepository } from './shopping-list.repository';

export function toShoppingListItem(item: ShoppingListItemEntity): ShoppingListItem {
  return {
    id: item.id,
    kind: item.kind,
    text: item.text,
    scanId: item.scanId,
    checked: item.checked,
    checkedAt: item.checkedAt ? new Date(item.checkedAt).toISOString() : null,
    createdAt: new Date(item.createdAt).toISOString(),
  };
}

/** A person's shopping list: only ever their own lines, every miss a 404. */
@Injectable()
export class ShoppingListService {
  constructor(private readonly items: ShoppingListRepository) {}

  async list(userId: string): Promise<ShoppingList> {
    const rows = await this.items.listForUser(userId);
    return { items: rows.map(toShoppingListItem), limit: SHOPPING_LIST_MAX_ITEMS };
  }

  /**
   * Adds a line. The same kind and text while still unchecked is one line: adding it again answers
   * the existing one (`created: false`) instead of a duplicate.
   */
  add(
    userId: string,
    dto: AddShoppingListItemDto,
  ): Promise<{ item: ShoppingListItem; created: boolean }> {
    return this.items.transaction(async (manager) => {
      await this.items.lockForUser(manager, userId);
      const scanId = dto.scanId ?? null;
      if (scanId && !(await this.items.ownsScan(userId, scanId, manager))) {
        throw new ShoppingListScanNotFoundError();
      }
      const existing = await this.items.findOpenDuplicate(userId, dto.kind, dto.text, manager);
      if (existing) return { item: toShoppingListItem(existing), created: false };
      if ((await this.items.countForUser(userId, manager)) >= SHOPPING_LIST_MAX_ITEMS) {
        throw new ShoppingListFullError(SHOPPING_LIST_MAX_ITEMS);
      }
      const row = await this.items.insert(manager, {
        userId,
        kind: dto.kind,
        text: dto.text,
        scanId,
      });
      return { item: toShoppingListItem(row), created: true };
    });
  }

  async setChecked(userId: string, id: string, checked: boolean): Promise<ShoppingListItem> {
    const item = await this.items.setChecked(userId, id, checked);
    if (!item) throw new ShoppingListItemNotFoundError();
    return toShoppingListItem(item);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.items.deleteOne(userId, id))) throw new ShoppingListItemNotFoundError();
  }

  /** Bulk removal; the filter (`?checked=true`, the only one accepted) says which lines go. */
  async clear(userId: string, filter: ClearShoppingListQuery): Promise<{ deleted: number }> {
    return { deleted: await this.items.deleteMatching(userId, filter) };
  }
}
