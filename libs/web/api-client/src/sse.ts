import type { ScanStreamEvent } from './types';

/**
 * Incremental parser for the scan stream: lines beginning with "data: " hold one JSON event.
 * Chunks may split lines anywhere, so the unfinished tail is kept until the next chunk.
 */
export function createSseParser(onEvent: (event: ScanStreamEvent) => void) {
  let buffer = '';
  const flushLine = (line: string) => {
    const trimmed = line.replace(/\r$/, '');
    if (!trimmed.startsWith('data: ')) return;
    const payload = trimmed.slice('data: '.length).trim();
    if (!payload) return;
    try {
      onEvent(JSON.parse(payload) as ScanStreamEvent);
    } catch {
      // A malformed line is skipped rather than aborting a scan that is otherwise progressing.
    }
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      lines.forEach(flushLine);
    },
    end() {
      if (buffer) flushLine(buffer);
      buffer = '';
    },
  };
}
