import type { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/**
 * A pass run every `intervalMs()` from bootstrap until shutdown, never two at once: a tick that
 * finds the previous pass still running is skipped. Shutdown stops the timer and waits for the pass
 * in flight. A pass that throws is logged and tried again at the next tick.
 */
export abstract class PeriodicJob implements OnApplicationBootstrap, OnApplicationShutdown {
  protected abstract readonly logger: Logger;
  /** Whether the first pass runs at bootstrap rather than one interval later. */
  protected readonly runsAtBootstrap: boolean = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  /** Milliseconds between ticks, read once at bootstrap; 0 or less turns the job off. */
  protected abstract intervalMs(): number;

  /** One pass. */
  protected abstract runPass(): Promise<unknown>;

  onApplicationBootstrap(): void {
    const every = this.intervalMs();
    if (every <= 0) return;
    this.timer = setInterval(() => {
      this.tick();
    }, every);
    this.timer.unref();
    if (this.runsAtBootstrap) this.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    this.running ??= this.runPass()
      .catch((err: unknown) => {
        this.logger.warn(`pass failed, tried again next tick: ${(err as Error).message}`);
      })
      .finally(() => {
        this.running = undefined;
      });
  }
}
