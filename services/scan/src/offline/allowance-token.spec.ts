import { randomUUID } from 'node:crypto';
import { signAllowance, verifyAllowance, type OfflineAllowance } from './allowance-token';

const SECRET = 'offline-allowance-test-secret-0123456789';

const allowance = (): OfflineAllowance => ({
  id: randomUUID(),
  userId: 'user-1',
  scans: 5,
  issuedAt: new Date('2026-01-01T00:00:00.000Z'),
  expiresAt: new Date('2026-01-08T00:00:00.000Z'),
});

describe('offline allowance tokens', () => {
  it('round-trips what was signed', () => {
    const a = allowance();
    expect(verifyAllowance(signAllowance(a, SECRET), SECRET)).toEqual(a);
  });

  it('refuses another secret, a changed payload or signature, and garbage', () => {
    const a = allowance();
    const token = signAllowance(a, SECRET);
    expect(verifyAllowance(token, `${SECRET}x`)).toBeNull();
    const [prefix, body, sig] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...payload, n: 500 })).toString('base64url');
    expect(verifyAllowance(`${prefix}.${forged}.${sig}`, SECRET)).toBeNull();
    const flipped = sig.slice(0, -2) + (sig.endsWith('AA') ? 'BB' : 'AA');
    expect(verifyAllowance(`${prefix}.${body}.${flipped}`, SECRET)).toBeNull();
    for (const bad of ['', 'x', 'lla1..', `lla2.${body}.${sig}`, `${token}.x`, 'lla1.%%%.%%%'])
      expect(verifyAllowance(bad, SECRET)).toBeNull();
  });
});
