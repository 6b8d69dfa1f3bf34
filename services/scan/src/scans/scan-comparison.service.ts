import { Injectable } from '@nestjs/common';
import type { SafetyRating, ScanComparison } from '@labellens/contracts';
import { hasEnoughCoverage } from '@labellens/ingredient-analysis';
import { DataSource } from 'typeorm';
import { ScanNotFoundError } from '../common/scan.exception';

/** How many of the person's latest scans are searched. */
const CANDIDATES = 200;
const STOP_WORDS = new Set(
  'the and with for from aux avec des les une und mit der die das con los las per del della'.split(
    ' ',
  ),
);

interface Row {
  id: string;
  product_name: string | null;
  overall_safety_score: number | null;
  overall_safety_rating: SafetyRating;
  scanned_at: Date;
  verdict: string | null;
  ids: (string | null)[];
  names: string[];
  recognised: number;
  total: number;
}

/** Name words that say what the product is (`Wafer biscuits 150 g` → wafer, biscuits). */
export function nameWords(name: string | null): Set<string> {
  const words = (name ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w))
    .map((w) => (w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w));
  return new Set(words);
}

/** What an ingredient list is made of: recognised entries by id, the rest by printed name. */
export function ingredientProfile(ids: (string | null)[], names: string[]): Set<string> {
  return new Set(names.map((n, i) => ids[i] ?? `name:${n.trim().toLowerCase()}`));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  return both / (a.size + b.size - both);
}

/**
 * Whether two scans are products of the same type, and how alike: the product name words, then
 * the ingredient profile. A shared name word with some shared ingredients, a close name, or a
 * close ingredient list all count.
 */
export function similarity(
  a: { words: Set<string>; profile: Set<string> },
  b: { words: Set<string>; profile: Set<string> },
): number | null {
  const name = jaccard(a.words, b.words);
  const ingredients = jaccard(a.profile, b.profile);
  const sameType = name >= 0.5 || (name > 0 && ingredients >= 0.25) || ingredients >= 0.6;
  return sameType ? Math.round((0.6 * name + 0.4 * ingredients) * 100) / 100 : null;
}

@Injectable()
export class ScanComparisonService {
  constructor(private readonly dataSource: DataSource) {}

  private rows(userId: string, where: string, params: unknown[]): Promise<Row[]> {
    return this.dataSource.query(
      `SELECT id, product_name, overall_safety_score, overall_safety_rating, scanned_at,
              personal->>'verdict' AS verdict,
              jsonb_path_query_array(ingredients, '$[*].matchedId') AS ids,
              jsonb_path_query_array(ingredients, '$[*].name') AS names,
              (SELECT count(*)::int FROM jsonb_array_elements(ingredients) e
                WHERE e->>'safetyRating' <> 'unknown') AS recognised,
              jsonb_array_length(ingredients) AS total
         FROM scans
        WHERE user_id = $1 AND ${where}
        ORDER BY scanned_at DESC, id DESC
        LIMIT ${CANDIDATES}`,
      [userId, ...params],
    );
  }

  /**
   * The best-rated earlier scan of the same type by this person, or null. Only the owner's scans
   * are read; another person's scan id is not found (404). A product the person was told to avoid
   * is not offered while another one of the type was fine for them.
   */
  async compare(id: string, userId: string): Promise<ScanComparison> {
    const scan = (await this.rows(userId, 'id = $2', [id])).at(0);
    if (!scan) throw new ScanNotFoundError();
    const self = {
      words: nameWords(scan.product_name),
      profile: ingredientProfile(scan.ids, scan.names),
    };
    const candidates = await this.rows(
      userId,
      'id <> $2 AND overall_safety_score IS NOT NULL AND product_name IS NOT NULL',
      [id],
    );
    let best: { row: Row; similarity: number } | null = null;
    const rank = (r: Row) => [r.verdict === 'avoid' ? 0 : 1, r.overall_safety_score ?? 0];
    for (const row of candidates) {
      if (!hasEnoughCoverage(row.recognised, row.total)) continue;
      const s = similarity(self, {
        words: nameWords(row.product_name),
        profile: ingredientProfile(row.ids, row.names),
      });
      if (s === null) continue;
      if (!best) {
        best = { row, similarity: s };
        continue;
      }
      const [va, sa] = rank(row);
      const [vb, sb] = rank(best.row);
      if (va > vb || (va === vb && (sa > sb || (sa === sb && s > best.similarity))))
        best = { row, similarity: s };
    }
    if (!best) return { comparison: null };
    const mine = hasEnoughCoverage(scan.recognised, scan.total) ? scan.overall_safety_score : null;
    const score = best.row.overall_safety_score ?? 0;
    return {
      comparison: {
        scanId: best.row.id,
        productName: best.row.product_name ?? '',
        score,
        rating: best.row.overall_safety_rating,
        scannedAt: new Date(best.row.scanned_at).toISOString(),
        similarity: best.similarity,
        better: mine === null || score > mine,
      },
    };
  }
}
