import http from 'node:http';
import { Browser, startAuthStack } from './support/auth-harness';

const PASSWORD = 'correct horse battery staple';

let stack: Awaited<ReturnType<typeof startAuthStack>>;
let peers: http.Server;

beforeAll(async () => {
  // Scan and billing stand-ins: each hands over its part of the export.
  peers = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ from: req.url }));
  });
  await new Promise<void>((resolve) => peers.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(peers.address() as { port: number }).port}`;
  stack = await startAuthStack({ SCAN_URL: url, BILLING_URL: url });
});

afterAll(async () => {
  await stack?.close();
  await new Promise((resolve) => peers?.close(resolve));
});

describe('GET /api/account/export', () => {
  it('is a download no cache may keep', async () => {
    const email = `export${Date.now()}@example.com`;
    const browser = new Browser(stack.base);
    await browser.call('POST', '/api/auth/signup', { email, password: PASSWORD, firstName: 'Ada' });
    const [, code] = await stack.smtp.waitFor(email, /verification code is (\d{6})/);
    await browser.call('POST', '/api/auth/confirm-signup', { email, confirmationCode: code });
    expect(
      (await browser.call('POST', '/api/auth/signin', { email, password: PASSWORD })).status,
    ).toBe(200);

    const res = await browser.call('GET', '/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="labellens-export.json"',
    );
    expect(res.body.account.email).toBe(email);
    expect(res.body.scan).toEqual({ from: expect.stringMatching(/^\/internal\/export\//) });
  });
});
