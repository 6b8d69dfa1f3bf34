import { safeLocalPath } from './safe-redirect';
import { isStorableValue, isStorableText } from './storable-text';

describe('safeLocalPath', () => {
  it.each([
    ['/', '/'],
    ['/auth', '/auth'],
    ['/history?tab=1&q=a%20b#top', '/history?tab=1&q=a%20b#top'],
    ['/café', '/caf%C3%A9'],
    ['/a/../b', '/b'],
  ])('keeps the local path %j as %j', (next, expected) => {
    expect(safeLocalPath(next)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\r\nSet-Cookie: x=1',
    '/%09/evil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/%0d%0a',
    'https://evil.example/',
    'evil.example',
    'javascript:alert(1)',
    '/%E0%A4%A',
    '',
    undefined,
    ['/a'],
  ])('refuses %j', (next) => {
    expect(safeLocalPath(next)).toBeUndefined();
  });
});

describe('storable text', () => {
  it('refuses NUL and lone surrogates anywhere in a JSON value, keys included', () => {
    expect(isStorableText('sugar, salt 🌱 ünïcode')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud83d')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('\udc00\ud83d')).toBe(false);
    expect(isStorableValue({ a: [1, null, { b: ['ok', true] }] })).toBe(true);
    expect(isStorableValue({ a: [1, null, { b: ['ok', 'n\u0000'] }] })).toBe(false);
    expect(isStorableValue({ ['k\ud800']: 1 })).toBe(false);
    expect(isStorableValue(Buffer.from([0, 0, 0]))).toBe(true);
  });

  it('walks a very deep body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`) as unknown;
    expect(isStorableValue(deep)).toBe(false);
  });
});
