import type { Browser } from '../support/api-user';
import type { ContractRun } from '../support/contract';

/**
 * A line from the scan (201), the same open line again (200, the same line), checked, downloaded,
 * cleared with the other checked lines; a typed-in line removed, then not found.
 */
export async function callShoppingListOperations(
  run: ContractRun,
  person: Browser,
  scanId: string,
): Promise<void> {
  type Line = { id: string; checked: boolean };
  const line = await run.call<Line>(person, 'addShoppingListItem', {
    body: { kind: 'to_buy', text: 'Contract bar', scanId },
    status: 201,
  });
  const same = await run.call<Line>(person, 'addShoppingListItem', {
    body: { kind: 'to_buy', text: '  contract   BAR ' },
  });
  expect(same.id).toBe(line.id);
  const typed = await run.call<Line>(person, 'addShoppingListItem', {
    body: { kind: 'look_for', text: 'no added sugar' },
    status: 201,
  });
  const checked = await run.call<Line>(person, 'setShoppingListItemChecked', {
    params: { id: line.id },
    body: { checked: true },
  });
  expect(checked.checked).toBe(true);
  const list = await run.call<{ items: Line[] }>(person, 'getShoppingList');
  expect(list.items.map((i) => i.id)).toEqual([line.id, typed.id]);
  const lines = await run.call<string>(person, 'exportShoppingListCsv');
  expect(lines).toContain(`${line.id},to_buy,Contract bar,yes,`);
  const cleared = await run.call<{ deleted: number }>(person, 'clearCheckedShoppingListItems', {
    query: '?checked=true',
  });
  expect(cleared.deleted).toBe(1);
  await run.call(person, 'clearCheckedShoppingListItems', { status: 400 });
  await run.call(person, 'deleteShoppingListItem', { params: { id: typed.id } });
  await run.call(person, 'deleteShoppingListItem', { params: { id: typed.id }, status: 404 });
}
