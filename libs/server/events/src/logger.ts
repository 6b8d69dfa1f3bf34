/** The slice of a logger the event library needs; NestJS's `Logger` satisfies it. */
export interface EventsLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string, trace?: string): void;
}

/** Default logger: stderr/stdout with a `[events]` prefix. */
export const consoleEventsLogger: EventsLogger = {
  log: (message) => {
    console.log(`[events] ${message}`);
  },
  warn: (message) => {
    console.warn(`[events] ${message}`);
  },
  error: (message, trace) => {
    console.error(`[events] ${message}${trace ? `\n${trace}` : ''}`);
  },
};

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
