/**
 * Test-only crash hook. The config drops BILLING_FAULT_CRASH_BEFORE_COMMIT unless NODE_ENV=test, so
 * in any other environment `fault` is undefined and this does nothing.
 */
export function crashBeforeCommitIf(fault: string | undefined, point: string): void {
  if (fault === undefined || fault !== point) return;
  process.stderr.write(`[billing] fault injection: exiting before commit of ${point}\n`);
  // Exit without unwinding: the open transaction dies with the connection, as in a real crash.
  process.exit(86);
}
