import { parentPort } from 'node:worker_threads';
import type { InferenceSession } from 'onnxruntime-node';
import type { OnnxReply, OnnxRequest } from './onnx-thread';

/**
 * The thread side of `OnnxThread`: holds the ONNX sessions and runs them. onnxruntime-node's
 * `run` computes on the calling thread, so here it blocks only this thread, never the worker's
 * event loop (job locks, heartbeats, other jobs' I/O).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ort = require('onnxruntime-node') as typeof import('onnxruntime-node');
const sessions = new Map<number, InferenceSession>();
const port = parentPort;
if (!port) throw new Error('onnx-thread.worker runs only as a worker thread');

async function handle(message: OnnxRequest): Promise<OnnxReply> {
  switch (message.kind) {
    case 'load': {
      const session = await ort.InferenceSession.create(message.file, message.options);
      sessions.set(message.id, session);
      return { id: message.id };
    }
    case 'run': {
      const session = sessions.get(message.session);
      if (!session) throw new Error(`no ONNX session ${message.session}`);
      const tensor = new ort.Tensor('float32', message.input, message.dims);
      const output = await session.run({ [session.inputNames[0]]: tensor });
      const result = output[session.outputNames[0]];
      tensor.dispose();
      // A copy the thread owns, so its memory can be handed over instead of copied again.
      const data = Float32Array.from(result.data as Float32Array);
      result.dispose();
      return { id: message.id, output: data };
    }
    case 'release': {
      await sessions.get(message.session)?.release();
      sessions.delete(message.session);
      return { id: message.id };
    }
    case 'retire': {
      for (const session of sessions.values()) await session.release();
      sessions.clear();
      // Nothing else keeps the thread alive: it ends after this reply.
      setImmediate(() => {
        parentPort?.close();
      });
      return { id: message.id };
    }
  }
}

/**
 * One request at a time: two `run`s at once (the detector for one photo, the direction classifier
 * for another) were seen to block each other for good inside onnxruntime, both of its threads
 * busy and neither run returning, which left every later photo waiting. One at a time is also
 * what keeps the thread's memory flat.
 */
let queue: Promise<unknown> = Promise.resolve();

port.on('message', (message: OnnxRequest) => {
  const handled = queue.then(() => handle(message));
  queue = handled.catch(() => undefined);
  handled.then(
    (reply) => {
      port.postMessage(reply, reply.output ? [reply.output.buffer as ArrayBuffer] : []);
    },
    (err: unknown) => {
      port.postMessage({ id: message.id, error: (err as Error).message } satisfies OnnxReply);
    },
  );
});
