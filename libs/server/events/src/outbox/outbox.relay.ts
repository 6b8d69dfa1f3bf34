import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { parseEvent, type DomainEvent } from '@labellens/event-contracts';
import type { EventBus } from '../bus/event-bus';
import { backoffDelay, sleep } from '../backoff';
import { consoleEventsLogger, errorMessage, type EventsLogger } from '../logger';
import { toEnvelope, type OutboxRow } from './outbox-row';
import { OutboxRetention } from './outbox.retention';
import { OUTBOX_NOTIFY_CHANNEL } from './outbox.writer';

export interface OutboxRelayOptions {
  dataSource: DataSource;
  bus: EventBus;
  /** Rows published per round trip. */
  batchSize?: number;
  /** Fallback poll when no notification arrives (other writers, lost notifications). */
  pollIntervalMs?: number;
  /** First retry delay after a failed publish; doubles up to `backoffMaxMs`. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** LISTEN for the writers' commit notifications (holds one pooled connection). Default true. */
  listen?: boolean;
  /**
   * How long published rows are kept (default 24 h): what is published again when the broker
   * turns out to have lost its data, and the longest a consumer can lag behind such a loss.
   */
  retentionMs?: number;
  /** How often the broker is asked whether it lost data (default 5 s). */
  brokerCheckIntervalMs?: number;
  /** How often rows older than the retention window are deleted (default hourly). */
  pruneIntervalMs?: number;
  logger?: EventsLogger;
}

/** A batch could not be published; its rows stay unpublished with `attempts` and `last_error` set. */
export class OutboxPublishError extends Error {
  constructor(
    readonly eventCount: number,
    cause: unknown,
  ) {
    super(`Publishing ${eventCount} outbox event(s) failed: ${errorMessage(cause)}`, { cause });
    this.name = 'OutboxPublishError';
  }
}

interface Listener {
  client: PoolClient;
  onError: (err: Error) => void;
}

/**
 * Publishes `outbox_events` rows to the bus, oldest first, and marks them published. Several
 * relays (replicas) may run against one database: `FOR UPDATE SKIP LOCKED` gives each row to one
 * of them. Delivery is at least once: a crash between publish and commit publishes a row again.
 */
export class OutboxRelay {
  private readonly dataSource: DataSource;
  private readonly bus: EventBus;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly listenEnabled: boolean;
  private readonly logger: EventsLogger;
  readonly retentionMs: number;
  private readonly retention: OutboxRetention;

  private stopping?: AbortController;
  private loop?: Promise<void>;
  private pending = false;
  private wake?: () => void;
  private listener?: Listener;

  constructor(options: OutboxRelayOptions) {
    this.dataSource = options.dataSource;
    this.bus = options.bus;
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.backoffBaseMs = options.backoffBaseMs ?? 500;
    this.backoffMaxMs = options.backoffMaxMs ?? 30_000;
    this.listenEnabled = options.listen ?? true;
    this.logger = options.logger ?? consoleEventsLogger;
    this.retentionMs = options.retentionMs ?? 24 * 60 * 60_000;
    this.retention = new OutboxRetention({
      dataSource: this.dataSource,
      bus: this.bus,
      batchSize: this.batchSize,
      retentionMs: this.retentionMs,
      brokerCheckIntervalMs: options.brokerCheckIntervalMs ?? 5_000,
      pruneIntervalMs: options.pruneIntervalMs ?? 60 * 60_000,
      logger: this.logger,
    });
  }

  get running(): boolean {
    return this.stopping !== undefined && !this.stopping.signal.aborted;
  }

  /** Checks the schema, then relays in the background until `stop()`. */
  async start(): Promise<void> {
    if (this.running) return;
    await this.assertSchema();
    const stopping = new AbortController();
    this.stopping = stopping;
    if (this.listenEnabled) await this.listen(stopping.signal);
    this.loop = this.run(stopping.signal);
  }

  /** Stops after the batch in progress. */
  async stop(): Promise<void> {
    if (!this.stopping) return;
    this.stopping.abort();
    this.wake?.();
    await this.loop;
    await this.unlisten();
    this.stopping = undefined;
  }

  /** Relays soon, without waiting for the poll interval (call after committing events). */
  notify(): void {
    this.pending = true;
    this.wake?.();
  }

  /**
   * Publishes one batch of unpublished rows and returns how many were published (0 when none are
   * waiting). Throws `OutboxPublishError` after recording the failure on the rows.
   */
  async relayOnce(): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const rows = (await runner.query(
        `SELECT id, type, aggregate_id, payload, occurred_at FROM outbox_events
         WHERE published_at IS NULL ORDER BY occurred_at, position
         LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.batchSize],
      )) as OutboxRow[];
      const events: DomainEvent[] = [];
      for (const row of rows) {
        try {
          events.push(parseEvent(toEnvelope(row)));
        } catch (err) {
          // Only rows written around OutboxWriter (or a removed contract) get here.
          this.logger.error(
            `Outbox row ${row.id} (${row.type}) is not a valid event: ${errorMessage(err)}`,
          );
          await runner.query(
            'UPDATE outbox_events SET attempts = attempts + 1, last_error = $2 WHERE id = $1',
            [row.id, errorMessage(err)],
          );
        }
      }
      const ids = events.map((event) => event.id);
      let failure: unknown;
      if (events.length > 0) {
        try {
          await this.bus.publish(events);
        } catch (err) {
          failure = err;
        }
        await runner.query(
          failure === undefined
            ? `UPDATE outbox_events SET published_at = now(), attempts = attempts + 1, last_error = NULL
               WHERE id = ANY($1::uuid[])`
            : 'UPDATE outbox_events SET attempts = attempts + 1, last_error = $2 WHERE id = ANY($1::uuid[])',
          failure === undefined ? [ids] : [ids, errorMessage(failure).slice(0, 2_000)],
        );
        if (failure === undefined) await this.retention.forgetErased(runner, events);
      }
      await runner.commitTransaction();
      if (failure !== undefined) throw new OutboxPublishError(events.length, failure);
      return events.length;
    } catch (err) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw err;
    } finally {
      await runner.release();
    }
  }

  /**
   * Asks the broker whether it lost data and if so publishes again the rows of the retention
   * window (see `OutboxRetention.checkBroker`). Returns how many events were published again.
   */
  checkBroker(): Promise<number> {
    return this.retention.checkBroker();
  }

  /** Publishes again, oldest first, every row published within the retention window. */
  republishRetained(): Promise<number> {
    return this.retention.republishRetained();
  }

  /** Deletes rows published before `olderThan`; returns how many. */
  prunePublished(olderThan: Date): Promise<number> {
    return this.retention.prunePublished(olderThan);
  }

  private async run(signal: AbortSignal): Promise<void> {
    let failures = 0;
    while (!signal.aborted) {
      this.pending = false;
      let published: number;
      try {
        await this.retention.maintain();
        published = await this.relayOnce();
        failures = 0;
      } catch (err) {
        failures += 1;
        const delay = backoffDelay(failures, this.backoffBaseMs, this.backoffMaxMs);
        this.logger.warn(`Outbox relay: ${errorMessage(err)}; retrying in ${delay} ms`);
        // Notifications do not cut a backoff short: the bus is what is failing.
        await sleep(delay, signal);
        continue;
      }
      if (published < this.batchSize) await this.waitForWork(signal);
    }
  }

  private waitForWork(signal: AbortSignal): Promise<void> {
    if (this.pending || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.pollIntervalMs);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = undefined;
        done();
      };
    });
  }

  private async assertSchema(): Promise<void> {
    try {
      await this.dataSource.query(
        'SELECT id, position, published_at, attempts, last_error FROM outbox_events LIMIT 0',
      );
    } catch (err) {
      throw new Error(
        `The outbox table is missing or outdated (${errorMessage(err)}): add eventsMigrations from ` +
          '@labellens/server-events to the service migrations',
      );
    }
  }

  private async listen(signal: AbortSignal): Promise<void> {
    // TypeORM's postgres driver keeps its pg Pool on `master`.
    const pool = (
      this.dataSource.driver as unknown as { master: { connect(): Promise<PoolClient> } }
    ).master;
    let client: PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      this.logger.warn(`Outbox relay cannot LISTEN (${errorMessage(err)}); polling only`);
      return;
    }
    if (signal.aborted) {
      // stop() ran while this (re)connection was being made.
      client.release();
      return;
    }
    const onError = (err: Error): void => {
      if (this.listener?.client !== client) return;
      this.logger.warn(
        `Outbox relay lost its LISTEN connection (${errorMessage(err)}); reconnecting`,
      );
      void this.unlisten(err).then(async () => {
        await sleep(this.backoffBaseMs, signal);
        if (!signal.aborted) await this.listen(signal);
      });
    };
    client.on('error', onError);
    client.on('notification', (message) => {
      if (message.channel === OUTBOX_NOTIFY_CHANNEL) this.notify();
    });
    this.listener = { client, onError };
    try {
      await client.query(`LISTEN ${OUTBOX_NOTIFY_CHANNEL}`);
    } catch (err) {
      this.logger.warn(`Outbox relay cannot LISTEN (${errorMessage(err)}); polling only`);
      await this.unlisten(err as Error);
      return;
    }
    // Events committed while nobody listened are picked up by this extra round.
    this.notify();
  }

  private async unlisten(err?: Error): Promise<void> {
    const listener = this.listener;
    if (!listener) return;
    this.listener = undefined;
    const { client, onError } = listener;
    client.removeAllListeners('notification');
    let broken = err;
    if (!broken) {
      await client.query(`UNLISTEN ${OUTBOX_NOTIFY_CHANNEL}`).catch((e: unknown) => {
        broken = e instanceof Error ? e : new Error(String(e));
      });
    }
    client.removeListener('error', onError);
    // A destroyed client may still report its socket closing; that must not crash the process.
    if (broken) client.on('error', () => undefined);
    client.release(broken);
  }
}
