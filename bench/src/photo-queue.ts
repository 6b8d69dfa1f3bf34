/**
 * Part of the photo bench: fairness and memory on the real path. Person A sends four 40 MP photos
 * through the gateway; once the first is on the OCR queue, person B sends one normal rendered
 * label. Real BullMQ on the shared Redis under a private key prefix (nothing is flushed), fresh
 * databases, the scan API in this process and the scan worker as its own process (as
 * `scripts/stack.js` runs it). Prints B's wait (request → ingredients answered), A's total and the
 * worker process's peak RSS.
 */
import { readFileSync } from 'node:fs';
import { LABELS } from '@labellens/scan-service/test/support/label-corpus';
import {
  startWorkerProcess,
  type WorkerProcess,
} from '@labellens/scan-service/test/support/worker-process';
import { renderLabel, styleFor } from '@labellens/scan-service/test/support/label-renderer';
import { dataUrl, startScanStack } from '@labellens/scan-service/test/support/scan-harness';

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { WORKER_MALLOC } = require('../../scripts/worker-malloc.js') as {
  WORKER_MALLOC: Record<string, string>;
};
const mb = (kb: number) => Math.round(kb / 1024);

function procStatusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const line = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  );
  return line ? Number(line[1]) : 0;
}

export interface QueueFigures {
  bWaitMs: number;
  aTotalMs: number;
  aFirstMs: number;
  bFinishedAs: number;
  bQueuedMs: number;
  bRanMs: number;
  workerIdleMb: number;
  workerPeakMb: number;
  workerAfterMb: number;
  statuses: number[];
}

export async function fairnessUnderFortyMegapixels(photos: Buffer[]): Promise<QueueFigures> {
  const stack = await startScanStack({ worker: false });
  let worker: WorkerProcess | undefined;
  try {
    // As the worker runs (scripts/stack.js, compose, k8s).
    worker = await startWorkerProcess(stack, WORKER_MALLOC);
    const pid = worker.proc.pid!;
    const [alice, bob] = [await stack.signUp(), await stack.signUp()];
    const label = await renderLabel(LABELS[0], styleFor(0));
    // Warm-up: another label by B, so tesseract's first start is not counted in B's wait (not the
    // same image: the same bytes would be answered from the finished job).
    const warm = await renderLabel(LABELS[1], styleFor(1));
    await bob.browser.call('POST', '/api/extract-ingredients', { image: dataUrl(warm) });
    await new Promise((r) => setTimeout(r, 1000));
    const idleKb = procStatusKb(pid, 'VmRSS');

    const finished: string[] = [];
    const aStarted = performance.now();
    let aFirstMs = 0;
    const alices = photos.map((photo) =>
      alice.browser
        .call('POST', '/api/extract-ingredients', { image: dataUrl(photo, 'image/jpeg') })
        .then((res) => {
          if (!aFirstMs) aFirstMs = performance.now() - aStarted;
          finished.push('A');
          return res;
        }),
    );
    const deadline = Date.now() + 60_000;
    while ((await stack.queues.ocr.getJobCountByTypes('active', 'completed')) === 0) {
      if (Date.now() > deadline) throw new Error(`no OCR job started:\n${worker.output()}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    // All four of A's photos have reached the API (their uploads are large) before B sends.
    await new Promise((r) => setTimeout(r, 300));
    const bStarted = performance.now();
    const bobRes = await bob.browser
      .call('POST', '/api/extract-ingredients', { image: dataUrl(label) })
      .then((res) => {
        finished.push('B');
        return res;
      });
    const bWaitMs = performance.now() - bStarted;
    const aResults = await Promise.all(alices);
    const aTotalMs = performance.now() - aStarted;
    const peakKb = procStatusKb(pid, 'VmHWM');
    // B's job on the queue: how long it waited for a worker slot and how long it ran.
    const bJob = (await stack.queues.ocr.getJobs(['completed']))
      .filter((job) => (job.data as { width: number }).width !== 7900)
      .sort((x, y) => y.timestamp - x.timestamp)
      .at(0); // the warm-up label was queued before
    await new Promise((r) => setTimeout(r, 3000));
    const afterKb = procStatusKb(pid, 'VmRSS');
    return {
      bWaitMs: Math.round(bWaitMs),
      aTotalMs: Math.round(aTotalMs),
      aFirstMs: Math.round(aFirstMs),
      bFinishedAs: finished.indexOf('B') + 1,
      bQueuedMs: bJob?.processedOn ? bJob.processedOn - bJob.timestamp : -1,
      bRanMs: bJob?.finishedOn && bJob.processedOn ? bJob.finishedOn - bJob.processedOn : -1,
      workerIdleMb: mb(idleKb),
      workerPeakMb: mb(peakKb),
      workerAfterMb: mb(afterKb),
      statuses: [...aResults.map((r) => r.status), bobRes.status],
    };
  } finally {
    if (worker && worker.proc.exitCode === null) {
      worker.proc.kill('SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(() => {
          worker!.proc.kill('SIGKILL');
          r(undefined);
        }, 10_000);
        worker!.proc.once('exit', () => {
          clearTimeout(t);
          r(undefined);
        });
      });
    }
    await stack.close();
  }
}
