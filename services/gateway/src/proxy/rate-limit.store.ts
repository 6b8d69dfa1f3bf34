import type Redis from 'ioredis';

interface Counter {
  window: number;
  endsAt: number;
  /** Every replica's hits in this window, as Redis last reported them (ours included). */
  shared: number;
  /** Our hits not yet added to Redis. */
  pending: number;
}

/**
 * Fixed-window request counters kept in this process and added to Redis every `syncMs`, so no
 * request waits on Redis. Windows are aligned to the clock, so every replica counts the same
 * window under the same key. Across replicas a client can exceed the limit by at most what the
 * other replicas admitted since their last sync (one interval of its traffic). While Redis is
 * unreachable the counts simply stay local, so an outage neither lets floods through nor turns
 * requests into errors, and they are shared again once a sync succeeds.
 */
export class SyncedRateCounters {
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | undefined;
  private syncing: Promise<void> | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly nameSpace: string,
    private readonly onFallback: () => void,
    private readonly maxKeys = 100_000,
  ) {}

  start(syncMs: number): void {
    this.timer = setInterval(() => void this.sync(), syncMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.syncing;
  }

  hit(key: string, timeWindow: number, add: number): { current: number; ttl: number } {
    const now = Date.now();
    const window = Math.floor(now / timeWindow);
    let counter = this.counters.get(key);
    if (!counter || counter.window !== window) {
      if (!counter && this.counters.size >= this.maxKeys) this.dropExpired(now);
      counter = { window, endsAt: (window + 1) * timeWindow, shared: 0, pending: 0 };
      this.counters.set(key, counter);
    }
    counter.pending += add;
    return { current: counter.shared + counter.pending, ttl: counter.endsAt - now };
  }

  /** Adds pending hits to Redis and learns the other replicas' counts. One sync runs at a time. */
  sync(): Promise<void> {
    this.syncing ??= this.push().finally(() => (this.syncing = undefined));
    return this.syncing;
  }

  private async push(): Promise<void> {
    const now = Date.now();
    // Live windows with no new hits of ours are read too (INCRBY 0): the other replicas' may grow.
    const batch = [...this.counters].filter(([, c]) => c.endsAt > now);
    if (batch.length === 0) return;
    if (this.redis.status !== 'ready') {
      this.onFallback();
      return;
    }
    const sent = batch.map(([key, c]) => ({ key, c, window: c.window, pending: c.pending }));
    const pipeline = this.redis.pipeline();
    for (const { key, window, pending } of sent) {
      const redisKey = `${this.nameSpace}${key}:${window}`;
      pipeline.incrby(redisKey, pending);
      // Outlives its window a little so a slow replica still adds to the right total.
      pipeline.expire(redisKey, 120);
    }
    let results: [Error | null, unknown][] | null;
    try {
      results = await pipeline.exec();
    } catch {
      results = null;
    }
    if (!results) {
      this.onFallback();
      return;
    }
    sent.forEach(({ key, c, window, pending }, i) => {
      const [err, total] = results[i * 2] ?? [new Error('missing reply'), null];
      // A counter replaced by a new window since the pipeline left keeps its own state.
      if (err || this.counters.get(key) !== c || c.window !== window) return;
      c.pending -= pending;
      c.shared = Number(total);
    });
  }

  private dropExpired(now: number): void {
    for (const [key, c] of this.counters) if (c.endsAt <= now) this.counters.delete(key);
    // Still full of live windows (a flood of distinct clients): the oldest tenth goes.
    if (this.counters.size >= this.maxKeys) {
      let drop = Math.ceil(this.maxKeys / 10);
      for (const key of this.counters.keys()) {
        if (drop-- <= 0) break;
        this.counters.delete(key);
      }
    }
  }
}
