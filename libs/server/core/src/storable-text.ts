import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The one answer for text PostgreSQL cannot hold (it refuses NUL in text and invalid UTF-16). */
export const UNSTORABLE_TEXT_MESSAGE = 'Text contains characters that cannot be stored.';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * True when every string (and object key) inside a parsed JSON value can be stored. Iterative, so
 * a deeply nested body cannot overflow the stack.
 */
export function isStorableValue(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isStorableText(item)) return false;
    } else if (Array.isArray(item)) {
      for (const inner of item as unknown[]) pending.push(inner);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (!isStorableText(key)) return false;
        pending.push(inner);
      }
    }
  }
  return true;
}

/**
 * Refuses, with 400, any request whose JSON body, query or path parameters hold unstorable text,
 * before a handler could pass it to PostgreSQL (which would answer with a 500).
 */
export function refuseUnstorableText(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    if (isStorableValue(req.params) && isStorableValue(req.query) && isStorableValue(req.body))
      return;
    return reply.code(400).send({ message: UNSTORABLE_TEXT_MESSAGE, statusCode: 400 });
  });
}
