import { InternalTokenError, signInternalToken, verifyInternalToken } from '../src';

const secret = 'x'.repeat(40);

describe('internal identity token', () => {
  it('round-trips an identity', () => {
    const token = signInternalToken({ kind: 'user', userId: 'u1', sessionId: 's1' }, secret);
    expect(verifyInternalToken(token, secret)).toEqual({
      kind: 'user',
      userId: 'u1',
      sessionId: 's1',
    });
  });

  it('rejects another secret, a tampered payload and an expired token', () => {
    const token = signInternalToken(
      { kind: 'admin', adminId: 'a', username: 'root', tokenId: 't' },
      secret,
    );
    expect(() => verifyInternalToken(token, 'y'.repeat(40))).toThrow(InternalTokenError);
    const [h, , s] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        iss: 'labellens-gateway',
        aud: 'labellens-services',
        exp: 9e9,
        idn: { kind: 'admin' },
      }),
    ).toString('base64url');
    expect(() => verifyInternalToken(`${h}.${forged}.${s}`, secret)).toThrow(/bad signature/);
    const old = signInternalToken({ kind: 'anonymous' }, secret, 60, Date.now() - 120_000);
    expect(() => verifyInternalToken(old, secret)).toThrow(/expired/);
    expect(() => verifyInternalToken('abc', secret)).toThrow(/malformed/);
  });
});
