import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, SERVICE_CONFIG } from '@labellens/server-core';
import type Redis from 'ioredis';
import type { ScanConfig } from '../config/scan.config';

const POLL_MS = 100;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/** No free slot in time: the person's earlier jobs took the whole wait. */
export class FairShareTimeoutError extends Error {
  constructor() {
    super('waited too long for the earlier jobs of this person');
    this.name = 'FairShareTimeoutError';
  }
}

/**
 * Fair queueing without BullMQ Pro's groups: each person has at most one job in a queue at a time
 * (a Redis slot shared by every API replica); their other requests wait here, outside the queue.
 * The queue is FIFO, so someone else's job waits behind at most one job of each other person.
 * The same job asked for twice (a double tap, same job id) shares the slot.
 */
@Injectable()
export class FairShare {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ScanConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  /**
   * Waits until the person's slot in `queue` is free (or already holds `jobId`), takes it, and
   * answers the release. The slot expires after `holdMs` should this process die holding it.
   */
  async acquire(
    queue: string,
    userId: string,
    jobId: string,
    waitMs: number,
    holdMs: number,
  ): Promise<() => Promise<void>> {
    const key = `${this.config.REDIS_KEY_PREFIX}fair:${queue}:${userId}`;
    const deadline = Date.now() + waitMs;
    for (;;) {
      const taken = await this.redis.set(key, jobId, 'PX', holdMs, 'NX');
      if (taken === 'OK' || (await this.redis.get(key)) === jobId) break;
      if (Date.now() >= deadline) throw new FairShareTimeoutError();
      await sleep(POLL_MS);
    }
    return async () => {
      await this.redis.eval(RELEASE, 1, key, jobId).catch(() => undefined);
    };
  }
}
