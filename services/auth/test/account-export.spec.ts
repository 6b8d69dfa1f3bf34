import http from 'node:http';
import { Browser, startAuthStack } from './support/auth-harness';
import { ifStarted } from '@labellens/server-testing';

const PASSWORD = 'correct horse battery staple';

let stack: Awaited<ReturnType<typeof startAuthStack>>;
let scan: http.Server;
let billing: http.Server;
/** How the scan stand-in answers; billing always answers at once. */
let scanPart: (res: http.ServerResponse) => void;

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

beforeAll(async () => {
  scan = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    scanPart(res);
  });
  billing = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ payments: [], from: req.url }));
  });
  stack = await startAuthStack({
    SCAN_URL: await listen(scan),
    BILLING_URL: await listen(billing),
  });
});

afterAll(async () => {
  await ifStarted(stack)?.close();
  for (const server of [scan, billing]) {
    if (ifStarted(server)) await new Promise((resolve) => server.close(resolve));
  }
});

async function signedIn(): Promise<Browser> {
  const email = `export${Date.now()}${Math.random().toString(16).slice(2, 6)}@example.com`;
  const browser = new Browser(stack.base);
  await browser.call('POST', '/api/auth/signup', { email, password: PASSWORD, firstName: 'Ada' });
  const [, code] = await stack.smtp.waitFor(email, /verification code is (\d{6})/);
  await browser.call('POST', '/api/auth/confirm-signup', { email, confirmationCode: code });
  expect(
    (await browser.call('POST', '/api/auth/signin', { email, password: PASSWORD })).status,
  ).toBe(200);
  return browser;
}

describe('GET /api/account/export', () => {
  it('is a download no cache may keep, streamed as the services send their parts', async () => {
    let finishScan!: () => void;
    scanPart = (res) => {
      res.write('{"scans":[{"id":"s1"},');
      // The rest only once the test has seen the beginning of the download.
      finishScan = () => res.end('{"id":"s2"}]}');
    };
    const browser = await signedIn();
    const response = await fetch(`${stack.base}/api/account/export`, {
      headers: {
        cookie: `ll_session=${browser.cookies.get('ll_session')}`,
        'x-forwarded-for': browser.address,
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="labellens-export.json"',
    );
    const reader: ReadableStreamDefaultReader<Uint8Array> = response.body!.getReader();
    let text = '';
    while (!text.includes('{"id":"s1"}')) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error(`download ended early: ${text}`);
      text += new TextDecoder().decode(chunk.value);
    }
    finishScan();
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    const exported = JSON.parse(text) as {
      account: { email: string };
      scan: unknown;
      billing: { payments: unknown[] };
    };
    expect(exported.account.email).toMatch(/^export/);
    expect(exported.scan).toEqual({ scans: [{ id: 's1' }, { id: 's2' }] });
    expect(exported.billing.payments).toEqual([]);
  });

  it('a service that cannot answer → 400 with a clear message, nothing half-sent', async () => {
    scanPart = (res) => {
      res.statusCode = 500;
      res.end('{"message":"Internal server error"}');
    };
    const res = await (await signedIn()).call('GET', '/api/account/export');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Could not gather your scan data right now. Please try again.');
  });

  it('a download closed half-way frees the upstream and leaves auth serving', async () => {
    let scanClosed!: () => void;
    const closed = new Promise<void>((resolve) => (scanClosed = resolve));
    scanPart = (res) => {
      res.write('{"scans":[');
      res.on('close', () => {
        scanClosed();
      });
    };
    const browser = await signedIn();
    // A plain request whose socket is destroyed once the first bytes arrive: a closed tab.
    const started = await new Promise<number>((resolve, reject) => {
      const req = http.get(
        `${stack.base}/api/account/export`,
        {
          headers: {
            cookie: `ll_session=${browser.cookies.get('ll_session')}`,
            'x-forwarded-for': browser.address,
          },
        },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve(Date.now());
          });
        },
      );
      req.on('error', reject);
    });
    await closed;
    // At once, not after the 30 s body timeout.
    expect(Date.now() - started).toBeLessThan(5_000);
    scanPart = (res) => res.end('{"scans":[]}');
    const again = await browser.call('GET', '/api/account/export');
    expect(again.status).toBe(200);
    expect(again.body.scan).toEqual({ scans: [] });
  });
});
