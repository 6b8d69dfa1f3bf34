/** What a person reads while Redis or PostgreSQL is unreachable; never the driver's own text. */
export const TEMPORARILY_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // PostgreSQL admin_shutdown
  '57P03', // PostgreSQL cannot_connect_now
]);

// ioredis while disconnected: MaxRetriesPerRequestError, "Connection is closed.", or (offline
// queue off) "Stream isn't writeable…"; LOADING while a restarted Redis reads its data back.
const CONNECTION_MESSAGES =
  /max retries per request|Connection is closed|Stream isn't writeable|enableOfflineQueue|^LOADING |Connection terminated/i;

/**
 * True when an error says a backing store could not be reached (a retry later may succeed), as
 * opposed to a bug: those answer 503 rather than 500.
 */
export function isDependencyUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (e.name === 'MaxRetriesPerRequestError') return true;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}
