/**
 * For afterAll: a resource that beforeAll assigns, typed as possibly missing. When beforeAll
 * fails part-way, afterAll still runs and must close only what started
 * (`await ifStarted(browser)?.close()`). The server-side twin is in @labellens/server-testing.
 */
export function ifStarted<T>(value: T): T | undefined {
  return value;
}
