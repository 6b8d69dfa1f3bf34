import { z } from 'zod';
import { apiObject, strictApiObject } from './api-object';
import { ShoppingListKindSchema } from './enums';

/* A person's shopping list (scan service): its lines, and the requests as the service validates
   them (limits, normalising and the refusals' words). */

/** A person's list holds at most this many lines (checked ones included). */
export const SHOPPING_LIST_MAX_ITEMS = 500;
export const SHOPPING_LIST_MAX_TEXT = 200;

/** C0/C1 control characters (NUL cannot be stored at all) and lone surrogates (not valid UTF-8). */
const UNSTORABLE = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A line's text: NFC, trimmed, runs of white space as one space, 1–200 storable characters. */
const textField = z
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

/**
 * POST /api/shopping-list: a line, optionally from one of the person's scans. The same kind and
 * text while still unchecked is one line (answered 200 with the existing one).
 */
export const AddShoppingListItemRequestSchema = strictApiObject('AddShoppingListItemRequest', {
  kind: ShoppingListKindSchema,
  text: textField,
  scanId: z.uuid('must be a scan id').nullish(),
});
export type AddShoppingListItemRequest = z.input<typeof AddShoppingListItemRequestSchema>;

/** PATCH /api/shopping-list/{id}: check or uncheck. */
export const UpdateShoppingListItemRequestSchema = strictApiObject(
  'UpdateShoppingListItemRequest',
  { checked: z.boolean({ error: 'must be true or false' }) },
);
export type UpdateShoppingListItemRequest = z.input<typeof UpdateShoppingListItemRequestSchema>;

/** DELETE /api/shopping-list?checked=true: only checked lines are cleared in bulk. */
export const ClearShoppingListQuerySchema = z.object({
  checked: z
    .literal('true', { error: 'Only checked items can be cleared at once: add ?checked=true.' })
    .transform((): boolean => true),
});

/** PATCH and DELETE /api/shopping-list/{id}. */
export const ShoppingListItemIdParamsSchema = z.object({
  id: z.uuid('The item id is not valid.'),
});

/** One line of the person's shopping list. */
export const ShoppingListItemSchema = apiObject('ShoppingListItem', {
  id: z.uuid(),
  kind: ShoppingListKindSchema,
  text: z.string(),
  /** The person's own scan the line came from; null when typed in, or once that scan is deleted. */
  scanId: z.uuid().nullable(),
  checked: z.boolean(),
  checkedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type ShoppingListItem = z.infer<typeof ShoppingListItemSchema>;

/** GET /api/shopping-list: every line, oldest first, and the most a person may keep. */
export const ShoppingListSchema = apiObject('ShoppingList', {
  items: z.array(ShoppingListItemSchema),
  limit: z.number().int(),
});
export type ShoppingList = z.infer<typeof ShoppingListSchema>;

/** DELETE /api/shopping-list?checked=true. */
export const ClearShoppingListResponseSchema = apiObject('ClearShoppingListResponse', {
  message: z.string(),
  deleted: z.number().int(),
});
export type ClearShoppingListResponse = z.infer<typeof ClearShoppingListResponseSchema>;
