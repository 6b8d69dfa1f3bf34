import { Injectable } from '@nestjs/common';
import {
  ShoppingListFullError,
  ShoppingListItemNotFoundError,
  ShoppingListScanNotFoundError,
} from '../common/scan.exception';
import {
  SHOPPING_LIST_MAX_ITEMS,
  type AddShoppingListItemDto,
  type ClearShoppingListQuery,
  type ShoppingListDto,
  type ShoppingListItemDto,
} from './dto/shopping-list.dto';
import type { ShoppingListItemEntity } from './entities/shopping-list-item.entity';
import { ShoppingListRepository } from './shopping-list.repository';

export function toShoppingListItemDto(item: ShoppingListItemEntity): ShoppingListItemDto {
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

  async list(userId: string): Promise<ShoppingListDto> {
    const rows = await this.items.listForUser(userId);
    return { items: rows.map(toShoppingListItemDto), limit: SHOPPING_LIST_MAX_ITEMS };
  }

  /**
   * Adds a line. The same kind and text while still unchecked is one line: adding it again answers
   * the existing one (`created: false`) instead of a duplicate.
   */
  add(
    userId: string,
    dto: AddShoppingListItemDto,
  ): Promise<{ item: ShoppingListItemDto; created: boolean }> {
    return this.items.transaction(async (manager) => {
      await this.items.lockForUser(manager, userId);
      const scanId = dto.scanId ?? null;
      if (scanId && !(await this.items.ownsScan(userId, scanId, manager))) {
        throw new ShoppingListScanNotFoundError();
      }
      const existing = await this.items.findOpenDuplicate(userId, dto.kind, dto.text, manager);
      if (existing) return { item: toShoppingListItemDto(existing), created: false };
      if ((await this.items.countForUser(userId, manager)) >= SHOPPING_LIST_MAX_ITEMS) {
        throw new ShoppingListFullError(SHOPPING_LIST_MAX_ITEMS);
      }
      const row = await this.items.insert(manager, {
        userId,
        kind: dto.kind,
        text: dto.text,
        scanId,
      });
      return { item: toShoppingListItemDto(row), created: true };
    });
  }

  async setChecked(userId: string, id: string, checked: boolean): Promise<ShoppingListItemDto> {
    const item = await this.items.setChecked(userId, id, checked);
    if (!item) throw new ShoppingListItemNotFoundError();
    return toShoppingListItemDto(item);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.items.deleteOne(userId, id))) throw new ShoppingListItemNotFoundError();
  }

  /** Bulk removal; the filter (`?checked=true`, the only one accepted) says which lines go. */
  async clear(userId: string, filter: ClearShoppingListQuery): Promise<{ deleted: number }> {
    return { deleted: await this.items.deleteMatching(userId, filter) };
  }
}
