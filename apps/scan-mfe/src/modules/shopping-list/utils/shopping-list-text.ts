import type { ShoppingListItem, ShoppingListKind } from '@labellens/web-api-client';

/** Section order and headings of the list page and of the shared text. */
export const KIND_SECTIONS: { kind: ShoppingListKind; title: string; empty: string }[] = [
  { kind: 'to_buy', title: 'To buy', empty: 'Nothing to buy yet.' },
  { kind: 'look_for', title: 'Look for on the label', empty: 'No label criteria yet.' },
  { kind: 'to_avoid', title: 'To avoid', empty: 'Nothing to avoid yet.' },
];

export const KIND_LABEL: Record<ShoppingListKind, string> = {
  to_buy: 'To buy',
  to_avoid: 'To avoid',
  look_for: 'Look for',
};

export const MAX_ITEM_TEXT = 200;

/** Lines of one kind: open ones first (in the order added), checked ones after. */
export function itemsOfKind(items: readonly ShoppingListItem[], kind: ShoppingListKind) {
  const ofKind = items.filter((i) => i.kind === kind);
  return [...ofKind.filter((i) => !i.checked), ...ofKind.filter((i) => i.checked)];
}

/**
 * The open lines as plain text for a message or a note: one heading per kind, one `- ` line per
 * item. Checked lines are done and left out; null when nothing is left open.
 */
export function shoppingListText(items: readonly ShoppingListItem[]): string | null {
  const blocks: string[] = [];
  for (const { kind, title } of KIND_SECTIONS) {
    const open = items.filter((i) => i.kind === kind && !i.checked);
    if (open.length) blocks.push([`${title}:`, ...open.map((i) => `- ${i.text}`)].join('\n'));
  }
  return blocks.length ? ['My LabelLens shopping list', ...blocks].join('\n\n') : null;
}

/** The text a product line gets when added from a scan. */
export function productLineText(productName: string | null | undefined): string {
  const name = (productName ?? '').trim().replace(/\s+/g, ' ');
  return (name || 'Unnamed Product').slice(0, MAX_ITEM_TEXT);
}
