import { MessageResponseSchema } from '../errors';
import {
  AddShoppingListItemRequestSchema,
  ClearShoppingListQuerySchema,
  ClearShoppingListResponseSchema,
  SHOPPING_LIST_MAX_ITEMS,
  ShoppingListItemIdParamsSchema,
  ShoppingListItemSchema,
  ShoppingListSchema,
  UpdateShoppingListItemRequestSchema,
} from '../shopping-list';
import { op, type ApiOperation } from './operation';

const notFound = "Not one of the person's lines";

/** The shopping list (scan service): a person's own lines, every miss a 404. */
export const SHOPPING_LIST_OPERATIONS: readonly ApiOperation[] = [
  op({
    id: 'getShoppingList',
    method: 'get',
    path: '/api/shopping-list',
    tag: 'scan',
    auth: 'session',
    summary: "The person's shopping list, oldest line first",
    response: ShoppingListSchema,
  }),
  op({
    id: 'addShoppingListItem',
    method: 'post',
    path: '/api/shopping-list',
    tag: 'scan',
    auth: 'session',
    summary: 'Add a line (the same open line of the same kind answers the existing one)',
    body: AddShoppingListItemRequestSchema,
    response: ShoppingListItemSchema,
    success: {
      201: 'The new line',
      200: 'The same kind and text is already an open line: that line',
    },
    errors: {
      400: `The request is not valid, the scan is not one of the person's, or the list is full (${SHOPPING_LIST_MAX_ITEMS} lines)`,
    },
  }),
  op({
    id: 'clearCheckedShoppingListItems',
    method: 'delete',
    path: '/api/shopping-list',
    tag: 'scan',
    auth: 'session',
    summary: 'Remove every checked line (only `?checked=true` is accepted)',
    query: ClearShoppingListQuerySchema,
    response: ClearShoppingListResponseSchema,
  }),
  op({
    id: 'setShoppingListItemChecked',
    method: 'patch',
    path: '/api/shopping-list/{id}',
    tag: 'scan',
    auth: 'session',
    summary: 'Check or uncheck a line',
    params: ShoppingListItemIdParamsSchema,
    body: UpdateShoppingListItemRequestSchema,
    response: ShoppingListItemSchema,
    errors: { 404: notFound },
  }),
  op({
    id: 'deleteShoppingListItem',
    method: 'delete',
    path: '/api/shopping-list/{id}',
    tag: 'scan',
    auth: 'session',
    summary: 'Remove a line',
    params: ShoppingListItemIdParamsSchema,
    response: MessageResponseSchema,
    errors: { 404: notFound },
  }),
];
