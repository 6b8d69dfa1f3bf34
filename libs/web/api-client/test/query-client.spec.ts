import { createQueryClient } from '../src/query-client';
import { isAdminSessionValid } from '../src/admin-session';

describe('createQueryClient', () => {
  it('never retries, never refetches by itself and never goes stale', () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations?.retry).toBe(false);
  });

  it('gives each call its own client', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});

describe('isAdminSessionValid', () => {
  it('rejects missing or past expiries', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(isAdminSessionValid(null, now)).toBe(false);
    expect(isAdminSessionValid({ token: 'x', expiresAt: '2025-01-01T00:00:01Z' }, now)).toBe(true);
    expect(isAdminSessionValid({ token: 'x', expiresAt: '2024-12-31T23:59:59Z' }, now)).toBe(false);
  });
});
