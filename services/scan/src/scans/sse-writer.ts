import type { ServerResponse } from 'node:http';
import type { ScanStreamEvent } from '@labellens/contracts';
import type { ScanSink } from './scans.service';

/** How often an open stream sends `: keep-alive` (well under common proxy idle time-outs of 30–60 s). */
export const SSE_HEARTBEAT_MS = 15_000;

/** Writes `data: <json>` events; a comment line every 15 s keeps idle proxies from closing the stream. */
export class SseWriter implements ScanSink {
  private readonly keepAlive: NodeJS.Timeout;

  constructor(
    private readonly res: ServerResponse,
    heartbeatMs = SSE_HEARTBEAT_MS,
  ) {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    this.keepAlive = setInterval(() => {
      this.write(': keep-alive\n\n');
    }, heartbeatMs);
    this.keepAlive.unref();
  }

  get closed(): boolean {
    return this.res.destroyed || this.res.writableEnded;
  }

  private write(chunk: string): void {
    if (!this.closed) this.res.write(chunk);
  }

  send(event: ScanStreamEvent): void {
    this.write(`data: ${JSON.stringify(event)}\n\n`);
  }

  end(): void {
    clearInterval(this.keepAlive);
    if (!this.closed) this.res.end();
  }
}
