/** The bench's client side: scan streams opened through the gateway and read until aborted. */
import { Agent, request } from 'undici';

/** The progress line a stream shows once its rule-based results are out and it waits on the model. */
export const WAITING_TEXT = 'Adding plain-language explanations';
const INGREDIENTS = ['wheat flour', 'sugar', 'palm oil', 'salt', 'E330', 'frobnicated glimmerwort'];

export interface Stream {
  /** ms from the request to the first `data:` event, null if it never came. */
  first: number | null;
  opened: boolean;
  heartbeats: number;
  /** Why the stream failed, if it did (closed early, a status other than 200, a socket error). */
  error?: string;
  controller: AbortController;
  /** What arrived before the stream reached its waiting point (for a failure's message). */
  text?: string;
}

/** Opens one stream through the gateway and keeps reading it (counting heartbeats) until aborted. */
export async function openStream(
  gateway: string,
  dispatcher: Agent,
  n: number,
  stream: Stream,
  onOpen: () => void,
): Promise<void> {
  const started = performance.now();
  let opened = false;
  const open = () => {
    if (opened) return;
    opened = true;
    stream.opened = true;
    onOpen();
  };
  try {
    const res = await request(`${gateway}/api/scan-stream`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        cookie: `ll_session=s-${n}`,
      },
      body: JSON.stringify({ ingredients: INGREDIENTS, preferredLanguage: 'English' }),
      dispatcher,
      signal: stream.controller.signal,
    });
    if (res.statusCode !== 200) {
      stream.error = `status ${res.statusCode}: ${(await res.body.text()).slice(0, 120)}`;
      return;
    }
    let text = '';
    for await (const chunk of res.body) {
      const piece = (chunk as Buffer).toString();
      if (!stream.opened) {
        text += piece;
        stream.text = text;
        if (stream.first === null && text.includes('data: '))
          stream.first = performance.now() - started;
        if (text.includes(WAITING_TEXT)) {
          open();
          text = '';
        }
      }
      stream.heartbeats += piece.split(': keep-alive\n').length - 1;
    }
    if (!stream.controller.signal.aborted) stream.error = 'closed by the server';
  } catch (err) {
    if (!stream.controller.signal.aborted) stream.error = (err as Error).message;
  } finally {
    open();
  }
}

export function newStream(): Stream {
  return { first: null, opened: false, heartbeats: 0, controller: new AbortController() };
}
