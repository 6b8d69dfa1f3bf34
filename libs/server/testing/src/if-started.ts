/**
 * For afterAll: a resource that beforeAll assigns, typed as possibly missing. When beforeAll
 * fails part-way, afterAll still runs and must stop only what started
 * (`await ifStarted(stack)?.stop()`).
 */
export function ifStarted<T>(value: T): T | undefined {
  return value;
}
