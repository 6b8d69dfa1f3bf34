import type { DataSource } from 'typeorm';
import { ERASURE_CONFIRMATIONS, parseEvent, type DomainEvent } from '@labellens/event-contracts';
import type { EventBus } from '../bus/event-bus';
import type { EventsLogger } from '../logger';
import { toEnvelope, type OutboxRow } from './outbox-row';

export interface OutboxRetentionOptions {
  dataSource: DataSource;
  bus: EventBus;
  /** Rows published again per round trip. */
  batchSize: number;
  /** How long published rows are kept. */
  retentionMs: number;
  /** How often the broker is asked whether it lost data. */
  brokerCheckIntervalMs: number;
  /** How often rows older than the retention window are deleted. */
  pruneIntervalMs: number;
  logger: EventsLogger;
}

const ERASED_CONFIRMATION_TYPES: ReadonlySet<string> = new Set(
  Object.values(ERASURE_CONFIRMATIONS),
);

/**
 * What the outbox does with rows once published: keeps them for the retention window, publishes
 * them again when the broker lost its data, prunes them after the window, and forgets at once the
 * rows about a person this service confirmed erasing. Used by the relay.
 */
export class OutboxRetention {
  private readonly dataSource: DataSource;
  private readonly bus: EventBus;
  private readonly batchSize: number;
  private readonly retentionMs: number;
  private readonly brokerCheckIntervalMs: number;
  private readonly pruneIntervalMs: number;
  private readonly logger: EventsLogger;
  private brokerMarker?: string;
  private lastBrokerCheck = Number.NEGATIVE_INFINITY;
  private lastPrune = Number.NEGATIVE_INFINITY;
  private markerScope?: string;
  /** The check in progress: a second caller waits for it instead of publishing everything twice. */
  private checking: Promise<unknown> = Promise.resolve();

  constructor(options: OutboxRetentionOptions) {
    this.dataSource = options.dataSource;
    this.bus = options.bus;
    this.batchSize = options.batchSize;
    this.retentionMs = options.retentionMs;
    this.brokerCheckIntervalMs = options.brokerCheckIntervalMs;
    this.pruneIntervalMs = options.pruneIntervalMs;
    this.logger = options.logger;
  }

  /** The relay's periodic work: the broker check and the pruning, each when it is due. */
  async maintain(): Promise<void> {
    if (Date.now() - this.lastBrokerCheck >= this.brokerCheckIntervalMs) {
      await this.checkBroker();
    }
    if (Date.now() - this.lastPrune >= this.pruneIntervalMs) {
      this.lastPrune = Date.now();
      await this.prunePublished(new Date(Date.now() - this.retentionMs));
    }
  }

  /**
   * Asks the broker whether it lost data: its marker for this database is gone (or was never
   * written, e.g. Redis restarted while this service was down too). Then every row published within
   * the retention window is published again (consumers are idempotent, so what did survive is
   * applied once) and only then a new marker is written, so a failed attempt is repeated at the
   * next check. Returns how many events were published again. Checks run one after another: one
   * called while another is publishing again (the relay's periodic check, say) waits for it and
   * then finds the new marker.
   */
  checkBroker(): Promise<number> {
    const run = this.checking.then(() => this.checkBrokerNow());
    this.checking = run.catch(() => undefined);
    return run;
  }

  private async checkBrokerNow(): Promise<number> {
    if (!this.bus.readMarker || !this.bus.writeMarker) return 0;
    if (this.markerScope === undefined) {
      const [database] = await this.dataSource.query<{ name: string }[]>(
        'SELECT current_database() AS name',
      );
      // One marker per service database: every service notices a loss for itself.
      this.markerScope = `outbox:${database.name}`;
    }
    const marker = await this.bus.readMarker(this.markerScope);
    let republished = 0;
    if (marker === undefined) {
      republished = await this.republishRetained();
      if (republished > 0 || this.brokerMarker !== undefined) {
        this.logger.warn(
          'Outbox relay: the event broker has lost its data (restarted without persistence or ' +
            `flushed); published again the ${republished} event(s) of the last ` +
            `${Math.round(this.retentionMs / 60_000)} min`,
        );
      }
      this.brokerMarker = await this.bus.writeMarker(this.markerScope);
    } else {
      // Possibly a new one written by another replica that already published everything again.
      this.brokerMarker = marker;
    }
    this.lastBrokerCheck = Date.now();
    return republished;
  }

  /** Publishes again, oldest first, every row published within the retention window. */
  async republishRetained(): Promise<number> {
    const since = new Date(Date.now() - this.retentionMs);
    let after: { occurredAt: Date; position: string } | undefined;
    let count = 0;
    for (;;) {
      const rows = await this.dataSource.query<(OutboxRow & { position: string })[]>(
        `SELECT id, type, aggregate_id, payload, occurred_at, position FROM outbox_events
         WHERE published_at IS NOT NULL AND published_at >= $1
           AND ($2::timestamptz IS NULL OR (occurred_at, position) > ($2::timestamptz, $3::bigint))
         ORDER BY occurred_at, position LIMIT $4`,
        [since, after?.occurredAt ?? null, after?.position ?? null, this.batchSize],
      );
      const last = rows.at(-1);
      if (last === undefined) return count;
      const events: DomainEvent[] = [];
      for (const row of rows) {
        try {
          events.push(parseEvent(toEnvelope(row)));
        } catch {
          // Redacted by an erasure after it was published: it must not be spread again.
        }
      }
      if (events.length > 0) await this.bus.publish(events);
      count += events.length;
      after = { occurredAt: last.occurred_at, position: last.position };
    }
  }

  /**
   * Once this service's confirmation that it erased a person is on the bus, the published rows
   * about that person (the confirmation included) leave the outbox at once instead of staying for
   * the retention window: nothing names a deleted person afterwards. Rows are published in order,
   * so every earlier event about them is already out. Should the broker lose the confirmation,
   * auth sends the deletion again and this service confirms again.
   */
  async forgetErased(
    runner: { query(sql: string, params?: unknown[]): Promise<unknown> },
    events: DomainEvent[],
  ): Promise<void> {
    const erased = events
      .filter((event) => ERASED_CONFIRMATION_TYPES.has(event.type))
      .map((event) => event.payload.userId);
    if (erased.length === 0) return;
    await runner.query(
      `DELETE FROM outbox_events WHERE published_at IS NOT NULL
         AND (aggregate_id = ANY($1::text[]) OR payload->>'userId' = ANY($1::text[]))`,
      [[...new Set(erased)]],
    );
  }

  /** Deletes rows published before `olderThan`; returns how many. Run it periodically. */
  async prunePublished(olderThan: Date): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(
      'DELETE FROM outbox_events WHERE published_at IS NOT NULL AND published_at < $1',
      [olderThan],
    );
    return result[1];
  }
}
