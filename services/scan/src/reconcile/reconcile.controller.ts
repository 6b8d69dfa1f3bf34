import { Controller, Get } from '@nestjs/common';
import { Allow } from '@labellens/server-auth';
import {
  absentIdsSchema,
  PostOk,
  reconcilePageSchema,
  ValidBody,
  ValidQuery,
  type AbsentIdsBody,
} from '@labellens/server-core';
import { absentIds, idDigest, type IdDigest } from '@labellens/server-database';
import { DataSource } from 'typeorm';
import { z } from 'zod';

const pageSchema = reconcilePageSchema.extend({
  /** Only scans saved at or after this time (admin reconciles recent scans incrementally). */
  since: z.iso.datetime().optional(),
  /** Keyset of the last row of the previous page: `<scannedAt ISO>|<id>`. */
  after: z
    .string()
    .regex(/^[0-9 T:.+-]{10,40}\|[0-9a-f-]{36}$/i)
    .optional(),
});

const digestSchema = z.object({
  /** Only scans saved before this time: the newest may still be on their way to admin. */
  before: z.iso.datetime(),
});

/**
 * Internal: the admin service reconciles its scans read model from here (never under /api).
 * Admin counts the scans this table keeps: it pages through the recent scans and adds what it lacks,
 * and when the digests of the settled scans differ, it pages through all of them and drops those
 * deleted here (by their owner, or with an erased account).
 */
@Controller('internal/reconcile/scans')
@Allow('service')
export class ReconcileController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('digest')
  digest(@ValidQuery(digestSchema) query: z.infer<typeof digestSchema>): Promise<IdDigest> {
    return idDigest(this.dataSource, 'scans', 'scanned_at < $1::timestamptz', [query.before]);
  }

  /** Which of these ids have no scan (deleted; ids are never reused). */
  @PostOk('absent')
  async absent(@ValidBody(absentIdsSchema) body: AbsentIdsBody) {
    return { absent: await absentIds(this.dataSource, 'scans', body.ids) };
  }

  /** Scans in (scannedAt, id) order, shaped like `scan.scan.completed.v1`. */
  @Get()
  async page(@ValidQuery(pageSchema) query: z.infer<typeof pageSchema>) {
    const [afterAt, afterId] = query.after ? query.after.split('|') : [null, null];
    const rows = await this.dataSource.query<({ cursor: string } & Record<string, unknown>)[]>(
      `SELECT scanned_at::text || '|' || id::text AS cursor, id::text AS id, user_id AS "userId", product_name AS "productName",
              ingredient_count AS "ingredientCount", allergen_count AS "allergenCount",
              overall_safety_rating AS "overallSafetyRating", scanned_at AS "scannedAt"
       FROM scans
       WHERE ($1::timestamptz IS NULL OR scanned_at >= $1::timestamptz)
         AND ($2::timestamptz IS NULL OR (scanned_at, id) > ($2::timestamptz, $3::uuid))
       ORDER BY scanned_at, id LIMIT $4`,
      [query.since ?? null, afterAt, afterId, query.limit],
    );
    // The cursor is PostgreSQL's own text of the time, so no microsecond is lost on the way.
    const next = rows.length === query.limit ? (rows.at(-1)?.cursor ?? null) : null;
    const items = rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'cursor')),
    );
    return { items, next };
  }
}
