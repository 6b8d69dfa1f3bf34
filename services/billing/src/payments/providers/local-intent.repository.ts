import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Tx } from '../../common/unit-of-work.service';
import { LocalIntentEntity } from './local-intent.entity';
import { EntityRows } from '../../common/row.mapper';

const intentRows = new EntityRows(LocalIntentEntity);

export type NewLocalIntent = Pick<
  LocalIntentEntity,
  | 'id'
  | 'kind'
  | 'clientSecret'
  | 'status'
  | 'amountCents'
  | 'currency'
  | 'customerId'
  | 'metadata'
  | 'idempotencyKey'
> &
  Partial<Pick<LocalIntentEntity, 'paymentMethodId' | 'cardBrand' | 'cardLast4' | 'lastError'>>;

/** Storage of the local test provider (the equivalent of Stripe's side of the API). */
@Injectable()
export class LocalIntentRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts, or returns the intent already created with the same idempotency key. */
  async insert(intent: NewLocalIntent): Promise<LocalIntentEntity> {
    const inserted = await intentRows.first(
      this.dataSource,
      `INSERT INTO local_intents (id, kind, client_secret, status, amount_cents, currency, customer_id, metadata,
         idempotency_key, payment_method_id, card_brand, card_last4, last_error)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
      [
        intent.id,
        intent.kind,
        intent.clientSecret,
        intent.status,
        intent.amountCents,
        intent.currency,
        intent.customerId,
        JSON.stringify(intent.metadata),
        intent.idempotencyKey,
        intent.paymentMethodId ?? null,
        intent.cardBrand ?? null,
        intent.cardLast4 ?? null,
        intent.lastError ?? null,
      ],
    );
    if (inserted) return inserted;
    const [existing] = await intentRows.all(
      this.dataSource,
      `SELECT * FROM local_intents WHERE idempotency_key = $1`,
      [intent.idempotencyKey],
    );
    return existing;
  }

  findById(id: string): Promise<LocalIntentEntity | null> {
    return intentRows.first(this.dataSource, `SELECT * FROM local_intents WHERE id = $1`, [id]);
  }

  lockByClientSecret(tx: Tx, clientSecret: string): Promise<LocalIntentEntity | null> {
    return intentRows.first(tx, `SELECT * FROM local_intents WHERE client_secret = $1 FOR UPDATE`, [
      clientSecret,
    ]);
  }

  async recordOutcome(
    tx: Tx,
    id: string,
    outcome: Pick<
      LocalIntentEntity,
      'status' | 'paymentMethodId' | 'cardBrand' | 'cardLast4' | 'lastError'
    >,
  ): Promise<void> {
    await tx.query(
      `UPDATE local_intents SET status = $2, payment_method_id = $3, card_brand = $4, card_last4 = $5, last_error = $6,
         updated_at = now() WHERE id = $1`,
      [
        id,
        outcome.status,
        outcome.paymentMethodId,
        outcome.cardBrand,
        outcome.cardLast4,
        outcome.lastError,
      ],
    );
  }

  /** The card behind a saved local payment method (from the intent that created it). */
  async findCardOfPaymentMethod(
    paymentMethodId: string,
  ): Promise<{ last4: string; brand: string } | null> {
    const rows: { card_last4: string; card_brand: string }[] = await this.dataSource.query(
      `SELECT card_last4, card_brand FROM local_intents WHERE payment_method_id = $1 AND status = 'succeeded' LIMIT 1`,
      [paymentMethodId],
    );
    return rows[0] ? { last4: rows[0].card_last4, brand: rows[0].card_brand } : null;
  }

  /** Replaces the user id in the provider-side metadata (user deletion). */
  async pseudonymiseUser(tx: Tx, userId: string, pseudonym: string): Promise<void> {
    await tx.query(
      `UPDATE local_intents SET metadata = jsonb_set(metadata, '{userId}', to_jsonb($2::text)), updated_at = now()
       WHERE metadata->>'userId' = $1`,
      [userId, pseudonym],
    );
  }
}
