import { Injectable } from '@nestjs/common';
import type { Tx } from '../common/unit-of-work.service';

@Injectable()
export class ProviderEventRepository {
  /**
   * Claims an event id; false when it was applied before. A concurrent delivery of the same event
   * blocks on the primary key until the first transaction ends, then sees the conflict.
   */
  async claim(tx: Tx, event: { id: string; provider: string; type: string }): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO provider_events (event_id, provider, type, outcome) VALUES ($1, $2, $3, 'processing')
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [event.id, event.provider, event.type],
    );
    return rows.length > 0;
  }

  async setOutcome(tx: Tx, eventId: string, outcome: string): Promise<void> {
    await tx.query(`UPDATE provider_events SET outcome = $2 WHERE event_id = $1`, [
      eventId,
      outcome.slice(0, 500),
    ]);
  }
}
