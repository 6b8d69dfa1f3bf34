import { Controller, Delete, Get, Patch, Post, Res, UseInterceptors } from '@nestjs/common';
import {
  AddShoppingListItemRequestSchema,
  ClearShoppingListQuerySchema,
  ShoppingListItemIdParamsSchema,
  UpdateShoppingListItemRequestSchema,
  type ClearShoppingListResponse,
  type MessageResponse,
  type ShoppingList,
  type ShoppingListItem,
} from '@labellens/contracts';
import { CurrentUserId } from '@labellens/server-auth';
import { ValidBody, ValidParam, ValidQuery } from '@labellens/server-core';
import type { FastifyReply } from 'fastify';
import { ScanErrorsInterceptor } from '../common/scan.exception';
import type {
  AddShoppingListItemDto,
  ClearShoppingListQuery,
  UpdateShoppingListItemDto,
} from './dto/shopping-list.dto';
import { ShoppingListService } from './shopping-list.service';

const itemId = ShoppingListItemIdParamsSchema.shape.id;

@Controller('api/shopping-list')
@UseInterceptors(ScanErrorsInterceptor)
export class ShoppingListController {
  constructor(private readonly shoppingList: ShoppingListService) {}

  @Get()
  list(@CurrentUserId() userId: string): Promise<ShoppingList> {
    return this.shoppingList.list(userId);
  }

  /** 201 with the new line; 200 with the existing one when the same open line is already there. */
  @Post()
  async add(
    @CurrentUserId() userId: string,
    @ValidBody(AddShoppingListItemRequestSchema) dto: AddShoppingListItemDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ShoppingListItem> {
    const { item, created } = await this.shoppingList.add(userId, dto);
    reply.status(created ? 201 : 200);
    return item;
  }

  @Patch(':id')
  update(
    @CurrentUserId() userId: string,
    @ValidParam('id', itemId) id: string,
    @ValidBody(UpdateShoppingListItemRequestSchema) dto: UpdateShoppingListItemDto,
  ): Promise<ShoppingListItem> {
    return this.shoppingList.setChecked(userId, id, dto.checked);
  }

  /** Only `?checked=true` is accepted: the list is never emptied by a bare DELETE. */
  @Delete()
  async clearChecked(
    @CurrentUserId() userId: string,
    @ValidQuery(ClearShoppingListQuerySchema) filter: ClearShoppingListQuery,
  ): Promise<ClearShoppingListResponse> {
    const { deleted } = await this.shoppingList.clear(userId, filter);
    return { message: 'Checked items cleared', deleted };
  }

  @Delete(':id')
  async remove(
    @CurrentUserId() userId: string,
    @ValidParam('id', itemId) id: string,
  ): Promise<MessageResponse> {
    await this.shoppingList.remove(userId, id);
    return { message: 'Item removed' };
  }
}
