import { throwIfResNotOk } from '../http';
import { createSseParser } from '../sse';
import type { ScanStreamEvent, ScanStreamRequest } from '../types';

/**
 * POST /api/scan-stream: server-sent events, one JSON event per "data: " line. The session
 * cookie authenticates the stream (the gateway turns it into the service identity).
 */
export async function streamScan(
  body: ScanStreamRequest,
  onEvent: (event: ScanStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const res = await fetch('/api/scan-stream', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(res);
  const reader = res.body?.getReader();
  if (!reader) throw new Error('No response body reader');
  const decoder = new TextDecoder();
  const parser = createSseParser(onEvent);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}
