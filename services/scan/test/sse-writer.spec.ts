import { PassThrough } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { SSE_HEARTBEAT_MS, SseWriter } from '../src/scans/sse-writer';

// Captured before fake timers replace it: lets the stream deliver what was written.
const realSetImmediate = global.setImmediate;
const flush = () =>
  new Promise<void>((resolve) => {
    realSetImmediate(resolve);
  });

/** Enough of a ServerResponse to record what the writer sends. */
function fakeResponse() {
  const out = new PassThrough();
  let text = '';
  out.on('data', (c: Buffer) => (text += c.toString()));
  const res = Object.assign(out, {
    headers: {},
    writeHead(status: number, headers: Record<string, unknown>) {
      res.headers = { status, ...headers };
      return res;
    },
    flushHeaders() {},
  });
  return { res: res as unknown as ServerResponse, text: () => text, raw: res };
}

describe('SseWriter heartbeat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a `: keep-alive` comment every 15 s while the stream is open, and stops when it ends', async () => {
    expect(SSE_HEARTBEAT_MS).toBe(15_000);
    const { res, text, raw } = fakeResponse();
    const sse = new SseWriter(res);
    expect(raw.headers).toMatchObject({
      status: 200,
      'content-type': 'text/event-stream; charset=utf-8',
    });
    sse.send({ type: 'status', message: 'Started' } as never);
    jest.advanceTimersByTime(14_999);
    await Promise.resolve();
    expect(text()).not.toContain(': keep-alive');
    jest.advanceTimersByTime(1);
    jest.advanceTimersByTime(15_000);
    await flush();
    expect(text().match(/^: keep-alive\n\n/gm)).toHaveLength(2);
    sse.end();
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(text().match(/^: keep-alive\n\n/gm)).toHaveLength(2);
  });

  it('writes nothing more once the client has gone', async () => {
    const { res, text, raw } = fakeResponse();
    new SseWriter(res, 1000);
    raw.destroy();
    jest.advanceTimersByTime(5000);
    await flush();
    expect(text()).toBe('');
  });
});
