import { z } from 'zod';
import { SHOPPING_LIST_KINDS, type ShoppingListKind } from '../entities/shopping-list-item.entity';

/** A person's list holds at most this many lines (checked ones included). */
export const SHOPPING_LIST_MAX_ITEMS = 500;
export const SHOPPING_LIST_MAX_TEXT = 200;

export const shoppingListItemIdSchema = z.uuid('The item id is not valid.');

/** C0/C1 control characters (NUL cannot be stored at all) and lone surrogates (not valid UTF-8). */
const UNSTORABLE = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const textSchema = z
  .string({ error: 'must be text' })
  .transform((v) => v.normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'is required')
      .max(SHOPPING_LIST_MAX_TEXT, `must be at most ${SHOPPING_LIST_MAX_TEXT} characters`)
      .refine((v) => !UNSTORABLE.test(v), 'must not contain control characters')
      .refine((v) => !LONE_SURROGATE.test(v), 'contains characters that cannot be stored'),
  );

/** POST /api/shopping-list. */
export const addShoppingListItemSchema = z.strictObject(
  {
    kind: z.enum(SHOPPING_LIST_KINDS, { error: 'must be to_buy, to_avoid or look_for' }),
    text: textSchema,
    scanId: z.uuid('must be a scan id').nullish(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : undefined,
  },
);
export type AddShoppingListItemDto = z.infer<typeof addShoppingListItemSchema>;

/** PATCH /api/shopping-list/{id}: check or uncheck. */
export const updateShoppingListItemSchema = z.strictObject(
  { checked: z.boolean({ error: 'must be true or false' }) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : undefined,
  },
);
export type UpdateShoppingListItemDto = z.infer<typeof updateShoppingListItemSchema>;

/** DELETE /api/shopping-list?checked=true: only checked lines are cleared in bulk. */
export const clearShoppingListQuerySchema = z.object({
  checked: z
    .literal('true', { error: 'Only checked items can be cleared at once: add ?checked=true.' })
    .transform((): boolean => true),
});
export type ClearShoppingListQuery = z.infer<typeof clearShoppingListQuerySchema>;

export interface ShoppingListItemDto {
  id: string;
  kind: ShoppingListKind;
  text: string;
  scanId: string | null;
  checked: boolean;
  checkedAt: string | null;
  createdAt: string;
}

export interface ShoppingListDto {
  items: ShoppingListItemDto[];
  limit: number;
}
