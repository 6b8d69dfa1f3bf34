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
import type { IdDigest } from '@labellens/server-database';
import { z } from 'zod';
import { ReconcileRepository } from './reconcile.repository';

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
  constructor(private readonly scans: ReconcileRepository) {}

  @Get('digest')
  digest(@ValidQuery(digestSchema) query: z.infer<typeof digestSchema>): Promise<IdDigest> {
    return this.scans.digest(query.before);
  }

  /** Which of these ids have no scan (deleted; ids are never reused). */
  @PostOk('absent')
  async absent(@ValidBody(absentIdsSchema) body: AbsentIdsBody) {
    return { absent: await this.scans.absent(body.ids) };
  }

  /** Scans in (scannedAt, id) order, shaped like `scan.scan.completed.v1`. */
  @Get()
  page(@ValidQuery(pageSchema) query: z.infer<typeof pageSchema>) {
    return this.scans.page(query.since, query.after, query.limit);
  }
}
