import { isAdminSessionValid } from '@labellens/web-api-client';
import { formatUsd, fullName, shortId } from './format';

describe('admin formatting', () => {
  it('truncates ids to 8 characters', () => {
    expect(shortId('0123456789abcdef')).toBe('01234567');
    expect(shortId(undefined)).toBe('');
  });

  it('shows cents as USD with 2 decimals', () => {
    expect(formatUsd(499)).toBe('$4.99');
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(null)).toBe('$0.00');
  });

  it('joins names, with a dash when there is none', () => {
    expect(fullName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(fullName(null, ' ')).toBe('—');
  });
});

describe('admin session guard', () => {
  const now = Date.parse('2025-07-01T00:00:00Z');
  it('needs a token and an expiry in the future', () => {
    expect(isAdminSessionValid({ token: 't', expiresAt: '2025-07-01T01:00:00Z' }, now)).toBe(true);
    expect(isAdminSessionValid({ token: 't', expiresAt: '2025-06-30T23:00:00Z' }, now)).toBe(false);
    expect(isAdminSessionValid({ token: 't' }, now)).toBe(false);
    expect(isAdminSessionValid({ expiresAt: '2025-07-01T01:00:00Z' }, now)).toBe(false);
    expect(isAdminSessionValid({ token: 't', expiresAt: 'not a date' }, now)).toBe(false);
  });
});
