import { requestJson } from '../http';
import { queryKeys } from '../query-keys';
import type {
  AddShoppingListItemRequest,
  ClearShoppingListResponse,
  MessageResponse,
  ShoppingList,
  ShoppingListItem,
} from '../types';

/** Export of the list as CSV (the JSON account export includes it too). */
export const SHOPPING_LIST_CSV_URL = '/api/export/shopping-list.csv';

export function getShoppingList(): Promise<ShoppingList> {
  return requestJson('GET', queryKeys.shoppingList);
}

/** Adds a line; the same open line of the same kind answers the existing one. */
export function addShoppingListItem(body: AddShoppingListItemRequest): Promise<ShoppingListItem> {
  return requestJson('POST', queryKeys.shoppingList, body);
}

export function setShoppingListItemChecked(
  id: string,
  checked: boolean,
): Promise<ShoppingListItem> {
  return requestJson('PATCH', `${queryKeys.shoppingList}/${encodeURIComponent(id)}`, { checked });
}

export function deleteShoppingListItem(id: string): Promise<MessageResponse> {
  return requestJson('DELETE', `${queryKeys.shoppingList}/${encodeURIComponent(id)}`);
}

export function clearCheckedShoppingListItems(): Promise<ClearShoppingListResponse> {
  return requestJson('DELETE', `${queryKeys.shoppingList}?checked=true`);
}
