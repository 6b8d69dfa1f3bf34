import type { ShoppingListItem } from '@labellens/web-api-client';
import { itemsOfKind, productLineText, shoppingListText } from './shopping-list-text';

const item = (over: Partial<ShoppingListItem>): ShoppingListItem => ({
  id: Math.random().toString(36).slice(2),
  kind: 'to_buy',
  text: 'x',
  scanId: null,
  checked: false,
  checkedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

describe('shopping list text', () => {
  it('shares open lines by kind and leaves checked ones out', () => {
    const text = shoppingListText([
      item({ kind: 'to_avoid', text: 'Smoked ham' }),
      item({ kind: 'to_buy', text: 'Oat milk' }),
      item({ kind: 'to_buy', text: 'Bread', checked: true }),
      item({ kind: 'look_for', text: 'Ham labelled without added nitrite (E249–E252)' }),
    ]);
    expect(text).toBe(
      [
        'My LabelLens shopping list',
        'To buy:\n- Oat milk',
        'Look for on the label:\n- Ham labelled without added nitrite (E249–E252)',
        'To avoid:\n- Smoked ham',
      ].join('\n\n'),
    );
  });

  it('is null when nothing is left open', () => {
    expect(shoppingListText([])).toBeNull();
    expect(shoppingListText([item({ checked: true })])).toBeNull();
  });

  it('lists open lines before checked ones', () => {
    const a = item({ text: 'a', checked: true });
    const b = item({ text: 'b' });
    expect(itemsOfKind([a, b, item({ kind: 'to_avoid' })], 'to_buy')).toEqual([b, a]);
  });

  it('names a product line, unnamed products included, within 200 characters', () => {
    expect(productLineText('  Smoked   ham ')).toBe('Smoked ham');
    expect(productLineText(null)).toBe('Unnamed Product');
    expect(productLineText('x'.repeat(300))).toHaveLength(200);
  });
});
