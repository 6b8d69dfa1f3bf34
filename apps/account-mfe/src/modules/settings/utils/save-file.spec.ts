import { isDeleteConfirmed } from './save-file';

describe('delete account confirmation', () => {
  it('needs DELETE typed exactly (surrounding spaces allowed)', () => {
    expect(isDeleteConfirmed('DELETE')).toBe(true);
    expect(isDeleteConfirmed(' DELETE ')).toBe(true);
    expect(isDeleteConfirmed('delete')).toBe(false);
    expect(isDeleteConfirmed('DELETE!')).toBe(false);
    expect(isDeleteConfirmed('')).toBe(false);
  });
});
