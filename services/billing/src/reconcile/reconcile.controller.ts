import { Controller, Get } from '@nestjs/common';
import { Allow } from '@labellens/server-auth';
import { reconcilePageSchema, ValidQuery, type ReconcilePageQuery } from '@labellens/server-core';
import { idDigest, type IdDigest } from '@labellens/server-database';
import { DataSource } from 'typeorm';

/**
 * Internal: the admin service reconciles its payments read model from here (never under /api).
 * Every payment row is kept (an erased person's under their pseudonym), so admin's payments must
 * equal this set; the digest (count and a sum of id hashes) lets admin skip the pages when they do.
 */
@Controller('internal/reconcile/payments')
@Allow('service')
export class ReconcileController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('digest')
  digest(): Promise<IdDigest> {
    return idDigest(this.dataSource, 'payments');
  }

  /** Payments in id order, `limit` after `after`, shaped like `billing.payment.succeeded.v1`. */
  @Get()
  async page(@ValidQuery(reconcilePageSchema) query: ReconcilePageQuery) {
    const items = await this.dataSource.query<Record<string, unknown>[]>(
      `SELECT id::text AS id, coalesce(user_id, user_pseudonym) AS "userId", amount_cents AS "amountCents",
              currency, scans_granted AS "scansGranted",
              CASE WHEN kind = 'payg' THEN 'payg' ELSE 'subscription' END AS kind, created_at AS "createdAt"
       FROM payments WHERE ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`,
      [query.after ?? null, query.limit],
    );
    return { items };
  }
}
