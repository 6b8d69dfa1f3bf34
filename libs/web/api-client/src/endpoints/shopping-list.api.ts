import { requestJson } from '../http';
import { queryKeys } from '../query-keys';

export type ShoppingListKind = 'to_buy' | 'to_avoid' | 'look_for';

/** One line of the person's shopping list (GET/POST/PATCH /api/shopping-list…). */
export interface ShoppingListItem {
  id: string;
  kind: ShoppingListKind;
  text: string;
  /** The person's own scan the line came from; null when typed in or once the scan is deleted. */
  scanId: string | null;
  checked: boolean;
  checkedAt: string | null;
  createdAt: string;
}

export interface ShoppingList {
  items: ShoppingListItem[];
  /** Most lines a person may keep. */
  limit: number;
}

export interface AddShoppingListItemRequest {
  kind: ShoppingListKind;
  text: string;
  scanId?: string | null;
}

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

export function deleteShoppingListItem(id: string): Promise<{ message: string }> {
  return requestJson('DELETE', `${queryKeys.shoppingList}/${encodeURIComponent(id)}`);
}

export function clearCheckedShoppingListItems(): Promise<{ message: string; deleted: number }> {
  return requestJson('DELETE', `${queryKeys.shoppingList}?checked=true`);
}
