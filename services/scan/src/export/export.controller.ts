import { Controller, Get, Param, Res } from '@nestjs/common';
import {
  EXPORT_FILE_NAMES,
  SCAN_HISTORY_CSV_COLUMNS,
  SHOPPING_LIST_CSV_COLUMNS,
} from '@labellens/contracts';
import { Allow, CurrentUserId } from '@labellens/server-auth';
import type { FastifyReply } from 'fastify';
import { csvRow } from './csv';
import { ExportRepository } from './export.repository';

@Controller()
export class ExportController {
  constructor(private readonly exports: ExportRepository) {}

  /** Scan history with one row per ingredient finding (the FAQ promises CSV export). */
  @Get('api/export/scans.csv')
  async scansCsv(@CurrentUserId() userId: string, @Res() reply: FastifyReply) {
    const lines = [csvRow(SCAN_HISTORY_CSV_COLUMNS)];
    for (const scan of await this.exports.scans(userId)) {
      const base = [
        scan.id,
        new Date(scan.scanned_at).toISOString(),
        scan.product_name ?? '',
        scan.overall_safety_rating,
        scan.overall_safety_score ?? '',
        scan.contains_statements,
      ];
      if (!scan.ingredients.length) lines.push(csvRow([...base, '', '', '', '', '', '', '']));
      for (const ingredient of scan.ingredients) {
        lines.push(
          csvRow([
            ...base,
            ingredient.name,
            ingredient.riskLevel ?? ingredient.safetyRating ?? '',
            ingredient.safetyScore ?? '',
            ingredient.concerns ?? [],
            ingredient.allergens ?? '',
            ingredient.personalRisk ?? '',
            ingredient.userPreference ?? '',
          ]),
        );
      }
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAMES.scanHistoryCsv}"`)
      .send(`\uFEFF${lines.join('\r\n')}\r\n`);
  }

  /** The shopping list, one row per line (part of the person's export, like the history above). */
  @Get('api/export/shopping-list.csv')
  async shoppingListCsv(@CurrentUserId() userId: string, @Res() reply: FastifyReply) {
    const lines = [csvRow(SHOPPING_LIST_CSV_COLUMNS)];
    for (const item of await this.exports.shoppingList(userId)) {
      lines.push(
        csvRow([
          item.id,
          item.kind,
          item.text,
          item.checked ? 'yes' : 'no',
          item.checked_at ? new Date(item.checked_at).toISOString() : '',
          item.scan_id ?? '',
          new Date(item.created_at).toISOString(),
        ]),
      );
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAMES.shoppingListCsv}"`)
      .header('cache-control', 'no-store')
      .send(`\uFEFF${lines.join('\r\n')}\r\n`);
  }

  /** Internal: auth gathers a person's complete export from every service. */
  @Get('internal/export/:userId')
  @Allow('service')
  async forUser(@Param('userId') userId: string) {
    const [scans, preferences, healthProfile, shoppingList] = await Promise.all([
      this.exports.scans(userId),
      this.exports.preferences(userId),
      this.exports.profile(userId),
      this.exports.shoppingList(userId),
    ]);
    return { healthProfile, preferences, scans, shoppingList };
  }
}
