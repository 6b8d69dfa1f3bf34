/**
 * Scan service: label extraction time (rendered label photos, six languages, native tesseract and
 * tesseract.js), time to the first SSE event and to `complete` through the gateway, and how many
 * open scan streams one scan process holds. Run with `npm run bench -- scan`.
 */
import os from 'node:os';
import { signInternalToken } from '@labellens/server-auth';
import { extractIngredients } from '@labellens/scan-service/src/extraction/pipeline';
import { inspectImage } from '@labellens/scan-service/src/extraction/image-inspection';
import { NativeTesseractEngine } from '@labellens/scan-service/src/ocr/tesseract-native.engine';
import { WasmTesseractEngine } from '@labellens/scan-service/src/ocr/tesseract-wasm.engine';
import type { OcrEngine } from '@labellens/scan-service/src/ocr/ocr-engine';
import { LABELS } from '@labellens/scan-service/test/support/label-corpus';
import { renderLabel, styleFor } from '@labellens/scan-service/test/support/label-renderer';
import {
  startScanStack,
  streamScan,
  TEST_SECRET,
} from '@labellens/scan-service/test/support/scan-harness';

const THIRTY = [
  'wheat flour',
  'sugar',
  'palm oil',
  'cocoa butter',
  'whole milk powder',
  'hazelnuts',
  'skimmed milk powder',
  'cocoa mass',
  'glucose syrup',
  'dextrose',
  'salt',
  'soy lecithin',
  'E476',
  'vanillin',
  'barley malt extract',
  'raising agent (sodium bicarbonate)',
  'eggs',
  'butter',
  'rapeseed oil',
  'sunflower oil',
  'citric acid',
  'E330',
  'E471',
  'potassium sorbate',
  'sodium nitrite',
  'E621',
  'xanthan gum',
  'water',
  'yeast',
  'frobnicated glimmerwort',
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const f = (n: number, digits = 0) => n.toFixed(digits);

async function extractionTimes(
  engine: OcrEngine,
  images: Buffer[],
): Promise<{ times: number[]; passes: number }> {
  const times: number[] = [];
  let passes = 0;
  for (const image of images) {
    const started = performance.now();
    const { meta } = await extractIngredients(engine, image, inspectImage(image, ['jpeg', 'png']));
    times.push(performance.now() - started);
    passes += meta.passes.length;
  }
  return { times, passes };
}

async function benchExtraction(): Promise<void> {
  const images = await Promise.all(LABELS.map((label, n) => renderLabel(label, styleFor(n))));
  const native = await NativeTesseractEngine.create({ binary: 'tesseract', poolSize: 1 });
  try {
    await extractionTimes(native, images.slice(0, 1));
    const { times, passes } = await extractionTimes(native, images);
    console.log(
      `extraction, native tesseract (${native.languages.join('+')}), one label at a time: p50 ${f(percentile(times, 50))} ms, p95 ${f(percentile(times, 95))} ms, max ${f(Math.max(...times))} ms over ${times.length} labels (${f(passes / times.length, 1)} OCR passes per label)`,
    );
    // Two labels at once per core pair: what an OCR_POOL_SIZE=2 worker delivers.
    const started = performance.now();
    await Promise.all(
      [0, 1].map((k) =>
        extractionTimes(
          native,
          images.filter((_, i) => i % 2 === k),
        ),
      ),
    );
    console.log(
      `extraction throughput with 2 at once: ${f((images.length / (performance.now() - started)) * 60_000)} labels/min`,
    );
  } finally {
    await native.close();
  }
  const wasm = await WasmTesseractEngine.create({ poolSize: 1 });
  try {
    const latin = images.filter((_, i) => ['en', 'fr'].includes(LABELS[i].lang));
    await extractionTimes(wasm, latin.slice(0, 1));
    const { times } = await extractionTimes(wasm, latin);
    console.log(
      `extraction, tesseract.js (eng+fra from npm, warm worker): p50 ${f(percentile(times, 50))} ms, p95 ${f(percentile(times, 95))} ms over ${times.length} English and French labels`,
    );
  } finally {
    await wasm.close();
  }
}

async function benchLatency(): Promise<void> {
  const stack = await startScanStack();
  try {
    const { token } = await stack.signUp();
    const body = { ingredients: THIRTY, productName: 'Bench', preferredLanguage: 'English' };
    for (let i = 0; i < 5; i++) await streamScan(stack.base, { cookie: token }, body);
    const first: number[] = [];
    const done: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await streamScan(stack.base, { cookie: token }, body);
      first.push(res.events[0].at);
      done.push(res.events.at(-1)!.at);
    }
    console.log(
      `scan-stream through the gateway, 30 ingredients, no LLM (${first.length} scans): first event p50 ${f(percentile(first, 50), 1)} ms / p95 ${f(percentile(first, 95), 1)} ms; complete p50 ${f(percentile(done, 50), 1)} ms / p95 ${f(percentile(done, 95), 1)} ms`,
    );
  } finally {
    await stack.close();
  }
}

/** One stream opened straight on the scan process, read until it waits on the model. */
async function openHeldStream(
  scanUrl: string,
  userId: string,
  signal: AbortSignal,
): Promise<number | null> {
  const identity = signInternalToken(
    { kind: 'user', userId, sessionId: 'bench' },
    TEST_SECRET,
    300,
  );
  const started = performance.now();
  const res = await fetch(`${scanUrl}/api/scan-stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-identity': identity },
    body: JSON.stringify({ ingredients: THIRTY.slice(0, 10), preferredLanguage: 'English' }),
    signal,
  });
  if (!res.body) return null;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first: number | null = null;
  while (!text.includes('Adding plain-language explanations')) {
    const chunk = (await reader.read()) as { done: boolean; value?: Uint8Array };
    if (chunk.done) return null;
    text += decoder.decode(chunk.value, { stream: true });
    if (first === null && text.includes('data: ')) first = performance.now() - started;
  }
  return first;
}

/**
 * Streams held open: the model stalls, so every stream waits on its analysis job. Opened straight
 * on the scan process, all in this process; `npm run bench -- streams` holds 5,000 through a
 * gateway process and a scan process and reads each one's memory.
 */
async function benchHeldStreams(): Promise<void> {
  const stack = await startScanStack({ llm: true, env: { LLM_WAIT_MS: '120000' } });
  try {
    stack.openai!.behave({ kind: 'stall', ms: 120_000 });
    for (const n of [100, 500, 1000]) {
      const rssBefore = process.memoryUsage().rss;
      const controllers = Array.from({ length: n }, () => new AbortController());
      let lagMax = 0;
      let last = performance.now();
      const lagTimer = setInterval(() => {
        const now = performance.now();
        lagMax = Math.max(lagMax, now - last - 50);
        last = now;
      }, 50);
      const started = performance.now();
      const firsts = await Promise.all(
        controllers.map((c, i) => openHeldStream(stack.scanUrl, `bench-${n}-${i}`, c.signal)),
      );
      const allOpenMs = performance.now() - started;
      clearInterval(lagTimer);
      const held = firsts.filter((t): t is number => t !== null);
      console.log(
        `${held.length}/${n} streams held open at once by one scan process: all open in ${f(allOpenMs)} ms, first event p50 ${f(percentile(held, 50))} ms / p95 ${f(percentile(held, 95))} ms, event-loop lag max ${f(lagMax)} ms, +${f((process.memoryUsage().rss - rssBefore) / 1024 / 1024)} MB RSS (bench process: clients, scan API and worker)`,
      );
      for (const c of controllers) c.abort();
      const deadline = Date.now() + 30_000;
      while (
        [...stack.billing.reservations.values()].some((r) => r.state === 'reserved') &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const released = [...stack.billing.reservations.values()].filter(
        (r) => r.state === 'released',
      ).length;
      console.log(
        `  after the clients left: ${released}/${stack.billing.reservations.size} reservations released`,
      );
      await stack.queues.analysis.obliterate({ force: true });
    }
  } finally {
    await stack.close();
  }
}

export async function run(): Promise<void> {
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await benchExtraction();
  await benchLatency();
  await benchHeldStreams();
}
