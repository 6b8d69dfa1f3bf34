import { Transform, type TransformCallback } from 'node:stream';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body too large (limit ${Math.round((limit / 1024 / 1024) * 10) / 10} MB)`);
  }
}

/** Passes bytes through until `limit` is exceeded, then fails the stream (bodies are never buffered). */
export function limitBody(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) callback(new BodyTooLargeError(limit));
      else callback(null, chunk);
    },
  });
}
