import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Tx } from '../common/unit-of-work.service';
import {
  CheckoutIntentEntity,
  type CheckoutKind,
  type CheckoutStatus,
} from './entities/checkout-intent.entity';
import { PaymentEntity } from './entities/payment.entity';
import { EntityRows } from '../common/row.mapper';

const paymentRows = new EntityRows(PaymentEntity);

const checkoutRows = new EntityRows(CheckoutIntentEntity);

export type NewPayment = Pick<
  PaymentEntity,
  | 'provider'
  | 'providerPaymentId'
  | 'userId'
  | 'kind'
  | 'tierCode'
  | 'amountCents'
  | 'currency'
  | 'scansGranted'
>;

export type NewCheckoutIntent = Pick<
  CheckoutIntentEntity,
  'id' | 'provider' | 'userId' | 'kind' | 'tierCode' | 'scansQuantity' | 'amountCents'
>;

/** Payments (the exactly-once keys of every grant) and the checkout intents billing created. */
@Injectable()
export class PaymentRepository {
  /**
   * Inserts the payment row unless this provider payment was fulfilled before. Returns null on a
   * duplicate; a concurrent duplicate waits on the unique index until the first one commits.
   */
  insertPayment(tx: Tx, payment: NewPayment): Promise<PaymentEntity | null> {
    return paymentRows.first(
      tx,
      `INSERT INTO payments (id, provider, provider_payment_id, user_id, kind, tier_code, amount_cents, currency, scans_granted)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (provider, provider_payment_id) DO NOTHING RETURNING *`,
      [
        randomUUID(),
        payment.provider,
        payment.providerPaymentId,
        payment.userId,
        payment.kind,
        payment.tierCode,
        payment.amountCents,
        payment.currency,
        payment.scansGranted,
      ],
    );
  }

  findPayment(tx: Tx, provider: string, providerPaymentId: string): Promise<PaymentEntity | null> {
    return paymentRows.first(
      tx,
      `SELECT * FROM payments WHERE provider = $1 AND provider_payment_id = $2`,
      [provider, providerPaymentId],
    );
  }

  async recordCheckoutIntent(tx: Tx, intent: NewCheckoutIntent): Promise<void> {
    await tx.query(
      `INSERT INTO checkout_intents (id, provider, user_id, kind, tier_code, scans_quantity, amount_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [
        intent.id,
        intent.provider,
        intent.userId,
        intent.kind,
        intent.tierCode,
        intent.scansQuantity,
        intent.amountCents,
      ],
    );
  }

  findCheckoutIntent(tx: Tx, id: string): Promise<CheckoutIntentEntity | null> {
    return checkoutRows.first(tx, `SELECT * FROM checkout_intents WHERE id = $1`, [id]);
  }

  /**
   * Marks a pending checkout intent fulfilled; true only for the caller that flipped it. Setup
   * intents rely on this (they have no payment row) for exactly-once plan changes.
   */
  async claimCheckoutIntent(tx: Tx, id: string, at: Date): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `UPDATE checkout_intents SET status = 'fulfilled', fulfilled_at = $2 WHERE id = $1 AND status <> 'fulfilled' RETURNING id`,
      [id, at],
    );
    return rows.length > 0;
  }

  async markCheckoutIntent(tx: Tx, id: string, status: CheckoutStatus, at: Date): Promise<void> {
    await tx.query(
      `UPDATE checkout_intents SET status = $2, fulfilled_at = CASE WHEN $2 = 'fulfilled' THEN $3 ELSE fulfilled_at END
       WHERE id = $1 AND status <> 'fulfilled'`,
      [id, status, at],
    );
  }

  /** A recent open intent of the same purchase, so a double click does not create a second one. */
  findReusableIntent(
    tx: Tx,
    query: {
      userId: string;
      provider: string;
      kind: CheckoutKind;
      tierCode: string | null;
      scansQuantity: number | null;
      since: Date;
    },
  ): Promise<CheckoutIntentEntity | null> {
    return checkoutRows.first(
      tx,
      `SELECT * FROM checkout_intents
       WHERE user_id = $1 AND provider = $2 AND kind = $3 AND tier_code IS NOT DISTINCT FROM $4
         AND scans_quantity IS NOT DISTINCT FROM $5 AND status = 'pending' AND created_at >= $6
       ORDER BY created_at DESC LIMIT 1`,
      [query.userId, query.provider, query.kind, query.tierCode, query.scansQuantity, query.since],
    );
  }

  pendingIntents(
    tx: Tx,
    userId: string,
    provider: string,
    kind: CheckoutKind,
    since: Date,
  ): Promise<CheckoutIntentEntity[]> {
    return checkoutRows.all(
      tx,
      `SELECT * FROM checkout_intents WHERE user_id = $1 AND provider = $2 AND kind = $3 AND status = 'pending'
         AND created_at >= $4 ORDER BY created_at`,
      [userId, provider, kind, since],
    );
  }

  /**
   * User deletion: payments stay for accounting with the user id replaced by a random pseudonym
   * (the same one for all of the user's payments, so they still group); checkout intents go.
   */
  async pseudonymiseUser(tx: Tx, userId: string, pseudonym: string): Promise<number> {
    const result: [unknown[], number] = await tx.query(
      `UPDATE payments SET user_id = NULL, user_pseudonym = $2 WHERE user_id = $1`,
      [userId, pseudonym],
    );
    await tx.query(`DELETE FROM checkout_intents WHERE user_id = $1`, [userId]);
    return result[1];
  }
}
