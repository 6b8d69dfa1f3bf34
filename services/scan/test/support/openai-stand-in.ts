import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
}

export type OpenAiBehaviour =
  /** Answers every ingredient, one JSON line per item, streamed in small chunks. */
  | { kind: 'explain'; delayPerLineMs?: number }
  | { kind: 'error'; status: number }
  /** Sends the headers, then nothing for this long (a model that is slow to start). */
  | { kind: 'stall'; ms: number };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local server speaking OpenAI's chat-completions API (`POST /v1/chat/completions`, JSON or
 * server-sent chunks ending in `[DONE]`), so the real `openai` SDK runs in the tests.
 */
export async function startOpenAiStandIn(apiKey: string) {
  const requests: ChatRequest[] = [];
  let behaviour: OpenAiBehaviour = { kind: 'explain' };

  const answerLines = (request: ChatRequest): string[] => {
    const system = request.messages.find((m) => m.role === 'system')?.content ?? '';
    const language = /Write in ([A-Za-z() ]+?)\./.exec(system)?.[1] ?? 'English';
    const items = JSON.parse(request.messages.find((m) => m.role === 'user')?.content ?? '[]') as {
      id: number;
      name: string;
      known: boolean;
    }[];
    return [
      'Here you go:',
      ...items.map((i) =>
        JSON.stringify({
          id: i.id,
          explanation: `[${language}] ${i.name} explained plainly.`,
          ...(i.known ? {} : { opinion: 'moderate', reason: `${i.name} is not well studied.` }),
        }),
      ),
    ];
  };

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: 'Incorrect API key provided', type: 'invalid_request_error' },
          }),
        );
        return;
      }
      if (req.method !== 'POST' || !/\/chat\/completions$/.test(req.url ?? '')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Unknown route' } }));
        return;
      }
      const request = JSON.parse(raw) as ChatRequest;
      requests.push(request);
      if (behaviour.kind === 'error') {
        res.writeHead(behaviour.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: {
              message: 'The server had an error processing your request.',
              type: 'server_error',
            },
          }),
        );
        return;
      }
      const content = answerLines(request).join('\n');
      const id = `chatcmpl-${requests.length}`;
      const created = Math.floor(Date.now() / 1000);
      if (!request.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id,
            object: 'chat.completion',
            created,
            model: request.model,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if (behaviour.kind === 'stall') {
        // Ends early when the caller gives up, so no timer outlives the test.
        const timer = setTimeout(() => res.end(), behaviour.ms);
        res.on('close', () => {
          clearTimeout(timer);
        });
        return;
      }
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant', content: '' }));
      for (const line of content.split('\n')) {
        // Lines arrive split across chunks, as real token streams do.
        const mid = Math.ceil(line.length / 2);
        res.write(chunk({ content: line.slice(0, mid) }));
        res.write(chunk({ content: `${line.slice(mid)}\n` }));
        if (behaviour.delayPerLineMs) await sleep(behaviour.delayPerLineMs);
      }
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    behave: (next: OpenAiBehaviour) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

export type OpenAiStandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;
