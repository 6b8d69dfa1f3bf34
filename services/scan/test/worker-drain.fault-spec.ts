import { LABELS } from './support/label-corpus';
import { renderLabel, styleFor } from './support/label-renderer';
import { dataUrl, startScanStack, type ScanStack } from './support/scan-harness';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process';

// The scan worker as a real process (local tesseract and text detection), stopped with SIGTERM, as
// a deploy or a scale-down stops it, while it reads a label.
jest.setTimeout(120_000);

let stack: ScanStack;
let worker: WorkerProcess | undefined;

beforeAll(async () => {
  stack = await startScanStack({ worker: false });
  worker = await startWorkerProcess(stack);
});

afterAll(async () => {
  const proc = worker?.proc;
  if (proc && proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  await stack.close();
});

describe('the worker stopped (SIGTERM) mid-job', () => {
  it('finishes the label it is reading, answers it, and only then exits', async () => {
    const { proc, output } = worker!;
    const { browser } = await stack.signUp();
    const image = dataUrl(await renderLabel(LABELS[0], styleFor(0)), 'image/jpeg');
    const pending = browser.call('POST', '/api/extract-ingredients', { image });
    const deadline = Date.now() + 30_000;
    while ((await stack.queues.ocr.getJobCountByTypes('active')) === 0) {
      if (Date.now() > deadline) throw new Error(`the job never started:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const exited = new Promise<string>((resolve) => {
      proc.once('exit', (code, signal) => {
        resolve(signal ?? String(code));
      });
    });
    proc.kill('SIGTERM');

    const res = await pending;
    expect(res.status).toBe(200);
    // The list was read: the engine was not stopped under the job.
    expect(res.body.ingredients.length).toBeGreaterThan(0);
    // Nest re-raises the signal once the app has closed, so a clean stop ends by SIGTERM.
    expect(['0', 'SIGTERM']).toContain(await exited);
    expect(output()).not.toMatch(/job \S+ failed|ONNX|tesseract exited/);
  });
});
