import { Controller, Delete, Get, Patch, Post, Res, UseInterceptors } from '@nestjs/common';
import { CurrentUserId } from '@labellens/server-auth';
import { ValidBody, ValidParam, ValidQuery } from '@labellens/server-core';
import type { FastifyReply } from 'fastify';
import { ScanErrorsInterceptor } from '../common/scan.exception';
import {
  addShoppingListItemSchema,
  type ClearShoppingListQuery,
  clearShoppingListQuerySchema,
  shoppingListItemIdSchema,
  updateShoppingListItemSchema,
  type AddShoppingListItemDto,
  type ShoppingListDto,
  type ShoppingListItemDto,
  type UpdateShoppingListItemDto,
} from './dto/shopping-list.dto';
import { ShoppingListService } from './shopping-list.service';

@Controller('api/shopping-list')
@UseInterceptors(ScanErrorsInterceptor)
export class ShoppingListController {
  constructor(private readonly shoppingList: ShoppingListService) {}

  @Get()
  list(@CurrentUserId() userId: string): Promise<ShoppingListDto> {
    return this.shoppingList.list(userId);
  }

  /** 201 with the new line; 200 with the existing one when the same open line is already there. */
  @Post()
  async add(
    @CurrentUserId() userId: string,
    @ValidBody(addShoppingListItemSchema) dto: AddShoppingListItemDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ShoppingListItemDto> {
    const { item, created } = await this.shoppingList.add(userId, dto);
    reply.status(created ? 201 : 200);
    return item;
  }

  @Patch(':id')
  update(
    @CurrentUserId() userId: string,
    @ValidParam('id', shoppingListItemIdSchema) id: string,
    @ValidBody(updateShoppingListItemSchema) dto: UpdateShoppingListItemDto,
  ): Promise<ShoppingListItemDto> {
    return this.shoppingList.setChecked(userId, id, dto.checked);
  }

  /** Only `?checked=true` is accepted: the list is never emptied by a bare DELETE. */
  @Delete()
  async clearChecked(
    @CurrentUserId() userId: string,
    @ValidQuery(clearShoppingListQuerySchema) filter: ClearShoppingListQuery,
  ) {
    const { deleted } = await this.shoppingList.clear(userId, filter);
    return { message: 'Checked items cleared', deleted };
  }

  @Delete(':id')
  async remove(
    @CurrentUserId() userId: string,
    @ValidParam('id', shoppingListItemIdSchema) id: string,
  ) {
    await this.shoppingList.remove(userId, id);
    return { message: 'Item removed' };
  }
}
