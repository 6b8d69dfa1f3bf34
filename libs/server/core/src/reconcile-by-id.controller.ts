import { Get } from '@nestjs/common';
import type { IdDigest } from '@labellens/server-database';
import { reconcilePageSchema, type ReconcilePageQuery } from './reconcile-requests';
import { ValidQuery } from './route-decorators';

/** An owner's rows as admin reconciles them: their digest, and pages of them in id order. */
export interface RowsById {
  digest(): Promise<IdDigest>;
  /** Rows in id order, `limit` after `after` (from the start without it). */
  page(after: string | undefined, limit: number): Promise<unknown[]>;
}

/**
 * The internal reconcile routes of a table paged in id order (`GET digest`, `GET ?after&limit`),
 * answered from `rows`. A subclass names the path and the guard (`@Allow('service')`) and may add
 * routes.
 */
export abstract class ReconcileByIdController {
  protected abstract readonly rows: RowsById;

  /** The digest (count and a sum of id hashes) lets admin skip the pages when nothing differs. */
  @Get('digest')
  digest(): Promise<IdDigest> {
    return this.rows.digest();
  }

  @Get()
  async page(@ValidQuery(reconcilePageSchema) query: ReconcilePageQuery) {
    return { items: await this.rows.page(query.after, query.limit) };
  }
}
