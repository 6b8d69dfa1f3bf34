import { Injectable } from '@nestjs/common';
import { absentIds, idDigest, type IdDigest } from '@labellens/server-database';
import { DataSource } from 'typeorm';

/** Saved scans for admin's reconciliation of its scans read model. */
@Injectable()
export class ReconcileRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Count and sum of id hashes of the scans saved before `before`. */
  digest(before: string): Promise<IdDigest> {
    return idDigest(this.dataSource, 'scans', 'scanned_at < $1::timestamptz', [before]);
  }

  /**
   * Scans in (scannedAt, id) order, shaped like `scan.scan.completed.v1`: those saved at or after
   * `since` (all without it), `limit` after the keyset `after` (`<scannedAt>|<id>`), and the keyset
   * of the page's last row when the page is full.
   */
  async page(
    since: string | undefined,
    after: string | undefined,
    limit: number,
  ): Promise<{ items: Record<string, unknown>[]; next: string | null }> {
    const [afterAt, afterId] = after ? after.split('|') : [null, null];
    const rows = await this.dataSource.query<({ cursor: string } & Record<string, unknown>)[]>(
      `SELECT scanned_at::text || '|' || id::text AS cursor, id::text AS id, user_id AS "userId", product_name AS "productName",
              ingredient_count AS "ingredientCount", allergen_count AS "allergenCount",
              overall_safety_rating AS "overallSafetyRating", scanned_at AS "scannedAt"
       FROM scans
       WHERE ($1::timestamptz IS NULL OR scanned_at >= $1::timestamptz)
         AND ($2::timestamptz IS NULL OR (scanned_at, id) > ($2::timestamptz, $3::uuid))
       ORDER BY scanned_at, id LIMIT $4`,
      [since ?? null, afterAt, afterId, limit],
    );
    // The cursor is PostgreSQL's own text of the time, so no microsecond is lost on the way.
    const next = rows.length === limit ? (rows.at(-1)?.cursor ?? null) : null;
    const items = rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'cursor')),
    );
    return { items, next };
  }

  /** Which of these ids have no scan. */
  absent(ids: string[]): Promise<string[]> {
    return absentIds(this.dataSource, 'scans', ids);
  }
}
