import { verifyInternalToken, type Identity } from '@labellens/server-auth';
import { InternalTokenMemo } from '../src/proxy/internal-token.memo';

const SECRET = 'memo-test-secret-0123456789-abcdefghij';
const ada: Identity = { kind: 'user', userId: 'user-ada', sessionId: 's1' };
const bob: Identity = { kind: 'user', userId: 'user-bob', sessionId: 's2' };

describe('InternalTokenMemo: one signed token per resolved identity until shortly before expiry', () => {
  it('reuses the token for the same identity object, and each token names its own identity', () => {
    let now = 1_700_000_000_000;
    const memo = new InternalTokenMemo(SECRET, 300, 60, () => now);
    const first = memo.tokenFor(ada);
    now += 1_000;
    expect(memo.tokenFor(ada)).toBe(first);
    expect(verifyInternalToken(first, SECRET, now)).toEqual(ada);
    const other = memo.tokenFor(bob);
    expect(other).not.toBe(first);
    expect(verifyInternalToken(other, SECRET, now)).toEqual(bob);
  });

  it('signs again once the token is within the renewal margin of its expiry', () => {
    let now = 1_700_000_000_000;
    const memo = new InternalTokenMemo(SECRET, 300, 60, () => now);
    const first = memo.tokenFor(ada);
    now += 239_000;
    expect(memo.tokenFor(ada)).toBe(first);
    now += 1_000;
    const renewed = memo.tokenFor(ada);
    expect(renewed).not.toBe(first);
    // Every token handed out still has at least the margin to live.
    expect(verifyInternalToken(renewed, SECRET, now + 299_000)).toEqual(ada);
  });
});
