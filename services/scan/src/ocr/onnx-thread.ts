import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { InferenceSession } from 'onnxruntime-node';
import { startThread } from '../common/ts-thread';

export type OnnxRequest =
  | { kind: 'load'; id: number; file: string; options: InferenceSession.SessionOptions }
  | { kind: 'run'; id: number; session: number; input: Float32Array; dims: number[] }
  | { kind: 'release'; id: number; session: number };

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

/**
 * The worker's ONNX models run on a thread of their own. onnxruntime-node's `run` computes on the
 * calling thread: on the main thread a detection held the event loop for 0.3–0.7 s on an idle
 * machine and several seconds on a loaded one, long enough for the OCR job's lock (renewed by a
 * timer) to lapse, so the API took a busy worker for a dead one and answered 502.
 */
export class OnnxThread {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (reply: OnnxReply) => void; reject: (err: Error) => void }
  >();
  private next = 1;
  private failure: Error | undefined;

  constructor() {
    this.worker = startThread(path.join(__dirname, 'onnx-thread.worker'));
    // An idle thread does not keep the process alive; one with a request under way does.
    this.worker.unref();
    this.worker.on('message', (reply: OnnxReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if (reply.error !== undefined) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply);
    });
    const fail = (err: Error) => {
      this.failure = err;
      for (const waiting of this.pending.values()) waiting.reject(err);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => {
      fail(new Error(`the ONNX thread stopped (exit code ${code})`));
    });
  }

  async load(file: string, options: InferenceSession.SessionOptions): Promise<OnnxModel> {
    const { id } = await this.send({ kind: 'load', id: 0, file, options });
    return {
      run: async (input, dims) => {
        const reply = await this.send({ kind: 'run', id: 0, session: id, input, dims }, [
          input.buffer as ArrayBuffer,
        ]);
        if (!reply.output) throw new Error('the ONNX thread answered no output');
        return reply.output;
      },
      release: async () => {
        if (this.failure) return;
        await this.send({ kind: 'release', id: 0, session: id });
      },
    };
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  /** Sends one request (its id filled in) and waits for its answer; `transfer` moves, not copies. */
  private send(request: OnnxRequest, transfer: ArrayBuffer[] = []): Promise<OnnxReply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise<OnnxReply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }
}
