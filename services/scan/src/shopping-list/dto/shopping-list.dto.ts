import type * as api from '@labellens/contracts';
import type { z } from 'zod';

/** POST /api/shopping-list as validated: the text normalised, no scan as null or absent. */
export type AddShoppingListItemDto = z.output<typeof api.AddShoppingListItemRequestSchema>;

/** PATCH /api/shopping-list/{id} as validated. */
export type UpdateShoppingListItemDto = z.output<typeof api.UpdateShoppingListItemRequestSchema>;

/** DELETE /api/shopping-list?checked=true as validated: `{ checked: true }`. */
export type ClearShoppingListQuery = z.output<typeof api.ClearShoppingListQuerySchema>;
