import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OCR_QUEUE, workerAliveKey } from '../src/jobs/queues';
import { smallPng } from './support/images';
import { dataUrl, startScanStack, streamScan, type ScanStack } from './support/scan-harness';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process';

// The scan worker as a real process, killed with SIGKILL while it runs an OCR job.
jest.setTimeout(120_000);

let stack: ScanStack;
let worker: WorkerProcess | undefined;
/** Textract and OpenAI that never answer: a job stays active until the worker dies. */
let textract: Server;
let textractUrl: string;
let textractCalls = 0;
let modelCalls = 0;

function awsEnv(): Record<string, string> {
  return {
    OPENAI_API_KEY: 'sk-test-never-answers',
    OPENAI_BASE_URL: `${textractUrl}/v1`,
    OPENAI_MODEL: 'stand-in-model',
    LLM_WAIT_MS: '25000',
    OCR_PROVIDER: 'textract',
    AWS_REGION: 'eu-west-1',
    AWS_ENDPOINT_URL_TEXTRACT: textractUrl,
    AWS_ACCESS_KEY_ID: 'AKIDSTANDIN',
    AWS_SECRET_ACCESS_KEY: 'stand-in-secret',
  };
}

beforeAll(async () => {
  textract = createServer((req) => {
    if (req.url?.startsWith('/v1/')) modelCalls += 1;
    else textractCalls += 1;
  });
  await new Promise<void>((resolve) => textract.listen(0, '127.0.0.1', resolve));
  textractUrl = `http://127.0.0.1:${(textract.address() as AddressInfo).port}`;
  stack = await startScanStack({ worker: false, env: awsEnv() });
  worker = await startWorkerProcess(stack, awsEnv());
});

afterAll(async () => {
  const proc = worker?.proc;
  if (proc && proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  await stack.close();
  textract.closeAllConnections();
  await new Promise((resolve) => textract.close(resolve));
});

describe('the worker killed (-9) mid-job', () => {
  it('answers a clear error within 10 s, uses no scan, and nobody runs the job later', async () => {
    const { browser, userId } = await stack.signUp();
    const image = dataUrl(await smallPng());
    const pending = browser.call('POST', '/api/extract-ingredients', { image });
    const deadline = Date.now() + 30_000;
    while (textractCalls === 0) {
      if (Date.now() > deadline)
        throw new Error(`the job never reached Textract:\n${worker!.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const killedAt = Date.now();
    worker!.proc.kill('SIGKILL');
    const res = await pending;
    const waited = Date.now() - killedAt;
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(
      'Image processing failed. Please try again or type ingredients manually.',
    );
    expect(waited).toBeLessThan(10_000);
    // Extraction only checks the quota (reserve, then release at once): nothing is used.
    expect(stack.billing.statesOf(userId)).toEqual(['released']);
    const jobs = await stack.queues.ocr.getJobCountByTypes('active', 'waiting', 'delayed');
    expect(jobs).toBe(0);
    process.stdout.write(`worker killed mid-OCR: answered 502 after ${waited} ms\n`);
  });

  it('a scan whose explanations were being written completes within 10 s without them, charged once', async () => {
    const running = await startWorkerProcess(stack, awsEnv());
    worker = running;
    const { token, userId } = await stack.signUp();
    const killer = (async () => {
      const deadline = Date.now() + 30_000;
      while (modelCalls === 0) {
        if (Date.now() > deadline)
          throw new Error(`the job never reached the model:\n${running.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      running.proc.kill('SIGKILL');
      return Date.now();
    })();
    const res = await streamScan(
      stack.base,
      { cookie: token },
      {
        ingredients: ['sugar', 'salt'],
        productName: 'Half explained',
        preferredLanguage: 'English',
      },
    );
    const waited = Date.now() - (await killer);
    const last = res.events.at(-1)!.event;
    expect(last.type).toBe('complete');
    const ingredients = (last.data as { ingredients: { explanationSource: string }[] }).ingredients;
    expect(ingredients.map((i) => i.explanationSource)).toEqual([
      'knowledge-base',
      'knowledge-base',
    ]);
    expect(waited).toBeLessThan(10_000);
    expect(stack.billing.statesOf(userId)).toEqual(['committed']);
    process.stdout.write(`worker killed mid-explanation: complete after ${waited} ms\n`);
  });

  it('with no worker alive at all, extraction answers a clear error and a scan completes without explanations, each within 10 s', async () => {
    // The last worker was killed above; wait until its heartbeat has expired (no worker alive).
    const redis = await stack.queues.ocr.client;
    const deadline = Date.now() + 15_000;
    while ((await redis.get(workerAliveKey(stack.config, OCR_QUEUE))) !== null) {
      if (Date.now() > deadline) throw new Error('the killed worker still has a heartbeat');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { browser, userId, token } = await stack.signUp();
    const calls = textractCalls;
    let started = Date.now();
    const res = await browser.call('POST', '/api/extract-ingredients', {
      image: dataUrl(await smallPng()),
    });
    const extractionWait = Date.now() - started;
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(
      'Image processing failed. Please try again or type ingredients manually.',
    );
    expect(extractionWait).toBeLessThan(10_000);
    expect(textractCalls).toBe(calls);
    expect(await stack.queues.ocr.getJobCountByTypes('active', 'waiting', 'delayed')).toBe(0);

    started = Date.now();
    const scan = await streamScan(
      stack.base,
      { cookie: token },
      {
        ingredients: ['sugar', 'salt'],
        productName: 'Nobody to explain',
        preferredLanguage: 'English',
      },
    );
    const scanWait = Date.now() - started;
    const last = scan.events.at(-1)!.event;
    expect(last.type).toBe('complete');
    const ingredients = (last.data as { ingredients: { explanationSource: string }[] }).ingredients;
    expect(ingredients.map((i) => i.explanationSource)).toEqual([
      'knowledge-base',
      'knowledge-base',
    ]);
    expect(scanWait).toBeLessThan(10_000);
    expect(stack.billing.statesOf(userId)).toEqual(['released', 'committed']);
    expect(await stack.queues.analysis.getJobCountByTypes('active', 'waiting', 'delayed')).toBe(0);
    process.stdout.write(
      `no worker alive: extraction 502 after ${extractionWait} ms, scan complete after ${scanWait} ms\n`,
    );
  });
});
