import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import { CurrentUserId } from '@labellens/server-auth';
import { ZodValidationPipe } from '@labellens/server-core';
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
    @Body(new ZodValidationPipe(addShoppingListItemSchema)) dto: AddShoppingListItemDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ShoppingListItemDto> {
    const { item, created } = await this.shoppingList.add(userId, dto);
    reply.status(created ? 201 : 200);
    return item;
  }

  @Patch(':id')
  @HttpCode(200)
  update(
    @CurrentUserId() userId: string,
    @Param('id', new ZodValidationPipe(shoppingListItemIdSchema)) id: string,
    @Body(new ZodValidationPipe(updateShoppingListItemSchema)) dto: UpdateShoppingListItemDto,
  ): Promise<ShoppingListItemDto> {
    return this.shoppingList.setChecked(userId, id, dto.checked);
  }

  /** Only `?checked=true` is accepted: the list is never emptied by a bare DELETE. */
  @Delete()
  @HttpCode(200)
  async clearChecked(
    @CurrentUserId() userId: string,
    @Query(new ZodValidationPipe(clearShoppingListQuerySchema)) filter: ClearShoppingListQuery,
  ) {
    const { deleted } = await this.shoppingList.clear(userId, filter);
    return { message: 'Checked items cleared', deleted };
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(
    @CurrentUserId() userId: string,
    @Param('id', new ZodValidationPipe(shoppingListItemIdSchema)) id: string,
  ) {
    await this.shoppingList.remove(userId, id);
    return { message: 'Item removed' };
  }
}
