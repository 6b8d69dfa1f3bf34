import { Injectable } from '@nestjs/common';
import { idDigest, type IdDigest } from '@labellens/server-database';
import { DataSource } from 'typeorm';

/** Payments for admin's reconciliation of its payments read model. */
@Injectable()
export class ReconcileRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Count and sum of id hashes of every payment. */
  digest(): Promise<IdDigest> {
    return idDigest(this.dataSource, 'payments');
  }

  /** Payments in id order, `limit` after `after`, shaped like `billing.payment.succeeded.v1`. */
  page(after: string | undefined, limit: number): Promise<Record<string, unknown>[]> {
    return this.dataSource.query<Record<string, unknown>[]>(
      `SELECT id::text AS id, coalesce(user_id, user_pseudonym) AS "userId", amount_cents AS "amountCents",
              currency, scans_granted AS "scansGranted",
              CASE WHEN kind = 'payg' THEN 'payg' ELSE 'subscription' END AS kind, created_at AS "createdAt"
       FROM payments WHERE ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`,
      [after ?? null, limit],
    );
  }
}
