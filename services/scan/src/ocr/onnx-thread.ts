import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { InferenceSession } from 'onnxruntime-node';
import { startThread } from '../common/ts-thread';

export type OnnxRequest =
  | { kind: 'load'; id: number; file: string; options: InferenceSession.SessionOptions }
  | { kind: 'run'; id: number; session: number; input: Float32Array; dims: number[] }
  | { kind: 'release'; id: number; session: number }
  /** Release every session and end the thread (after the request it is running). */
  | { kind: 'retire'; id: number };

export interface OnnxReply {
  id: number;
  output?: Float32Array;
  error?: string;
}

/** One loaded model in an `OnnxThread`: float32 in, its first output out. */
export interface OnnxModel {
  run(input: Float32Array, dims: number[]): Promise<Float32Array>;
  release(): Promise<void>;
}

/** A run that did not answer within the thread's limit (the thread has been replaced). */
export class OnnxTimeoutError extends Error {
  constructor(ms: number) {
    super(`an ONNX run did not answer within ${ms} ms; the ONNX thread was restarted`);
    this.name = 'OnnxTimeoutError';
  }
}

/** A model as loaded: what to load it again from, and its session in the current thread. */
interface LoadedModel {
  file: string;
  options: InferenceSession.SessionOptions;
  /** Undefined until loaded into the current thread (again, after a restart). */
  session: Promise<number> | undefined;
}

/**
 * The worker's ONNX models run on a thread of their own. onnxruntime-node's `run` computes on the
 * calling thread: on the main thread a detection held the event loop for 0.3–0.7 s on an idle
 * machine and several seconds on a loaded one, long enough for the OCR job's lock (renewed by a
 * timer) to lapse, so the API took a busy worker for a dead one and answered 502.
 *
 * A run has `runTimeoutMs` to answer. One that does not fails with `OnnxTimeoutError`, and the
 * thread is replaced (its models are loaded again on their next run): a run stuck in the native
 * runtime would otherwise hold up every later photo of the worker. The old thread is asked to
 * retire: it releases its sessions and ends once the run it is inside returns.
 */
export class OnnxThread {
  private worker!: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (reply: OnnxReply) => void; reject: (err: Error) => void }
  >();
  private readonly models = new Set<LoadedModel>();
  private next = 1;
  private failure: Error | undefined;

  constructor(public runTimeoutMs: number) {
    this.start();
  }

  private start(): void {
    const worker = startThread(path.join(__dirname, 'onnx-thread.worker'));
    this.worker = worker;
    // An idle thread does not keep the process alive; one with a request under way does.
    worker.unref();
    worker.on('message', (reply: OnnxReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting || worker !== this.worker) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if (reply.error !== undefined) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply);
    });
    const fail = (err: Error) => {
      // A replaced thread's end is expected: its requests were failed when it was replaced.
      if (worker !== this.worker) return;
      this.failure = err;
      this.rejectAll(err);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      fail(new Error(`the ONNX thread stopped (exit code ${code})`));
    });
  }

  private rejectAll(err: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }

  /** Fails what the thread was asked, and starts a new one whose models load on first use. */
  private replace(err: Error): void {
    const old = this.worker;
    this.start();
    this.rejectAll(err);
    for (const model of this.models) model.session = undefined;
    old.unref();
    // Not terminate(): ending a thread inside a native run, or with its sessions alive, aborts the
    // process (`terminate called after throwing an instance of 'Napi::Error'`, seen in CI). The
    // old thread ends once its run returns, its sessions released.
    old.postMessage({ kind: 'retire', id: 0 } satisfies OnnxRequest);
  }

  async load(file: string, options: InferenceSession.SessionOptions): Promise<OnnxModel> {
    const model: LoadedModel = { file, options, session: undefined };
    await this.sessionOf(model);
    this.models.add(model);
    return {
      run: async (input, dims) => {
        const session = await this.sessionOf(model);
        const reply = await this.send(
          { kind: 'run', id: 0, session, input, dims },
          [input.buffer as ArrayBuffer],
          this.runTimeoutMs,
        );
        if (!reply.output) throw new Error('the ONNX thread answered no output');
        return reply.output;
      },
      release: async () => {
        this.models.delete(model);
        const session = model.session;
        model.session = undefined;
        if (this.failure || !session) return;
        await this.send({ kind: 'release', id: 0, session: await session });
      },
    };
  }

  /** Releases every session and ends the thread (terminating it with live sessions can abort). */
  async close(): Promise<void> {
    const worker = this.worker;
    if (this.failure) return;
    const ended = new Promise<void>((resolve) => {
      worker.once('exit', () => {
        resolve();
      });
    });
    // Kept alive until it has let go of its sessions.
    worker.ref();
    worker.postMessage({ kind: 'retire', id: 0 } satisfies OnnxRequest);
    await ended;
  }

  private sessionOf(model: LoadedModel): Promise<number> {
    if (model.session) return model.session;
    const loading = this.send({ kind: 'load', id: 0, file: model.file, options: model.options });
    const session = loading.then(({ id }) => id);
    model.session = session;
    // A load that failed is tried again on the next run.
    session.catch(() => {
      if (model.session === session) model.session = undefined;
    });
    return session;
  }

  /**
   * Sends one request (its id filled in) and waits for its answer; `transfer` moves, not copies.
   * With `timeoutMs`, a request still unanswered then replaces the thread.
   */
  private send(
    request: OnnxRequest,
    transfer: ArrayBuffer[] = [],
    timeoutMs?: number,
  ): Promise<OnnxReply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    const worker = this.worker;
    return new Promise<OnnxReply>((resolve, reject) => {
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              if (this.pending.has(id) && worker === this.worker)
                this.replace(new OnnxTimeoutError(timeoutMs));
            }, timeoutMs);
      timer?.unref();
      const settle = () => {
        clearTimeout(timer);
      };
      this.pending.set(id, {
        resolve: (reply) => {
          settle();
          resolve(reply);
        },
        reject: (err) => {
          settle();
          reject(err);
        },
      });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ ...request, id }, transfer);
    });
  }
}
