import { Controller, Get, Param, Res } from '@nestjs/common';
import { Allow, CurrentUserId } from '@labellens/server-auth';
import type { FastifyReply } from 'fastify';
import { csvRow } from './csv';
import { ExportRepository } from './export.repository';

const HEADER = [
  'scan_id',
  'scanned_at',
  'product_name',
  'overall_rating',
  'overall_score',
  'contains_statements',
  'ingredient',
  'risk_level',
  'safety_score',
  'concerns',
  'allergens',
  'personal_risk',
  'your_preference',
];

const SHOPPING_LIST_HEADER = [
  'item_id',
  'kind',
  'text',
  'checked',
  'checked_at',
  'scan_id',
  'added_at',
];

@Controller()
export class ExportController {
  constructor(private readonly exports: ExportRepository) {}

  /** Scan history with one row per ingredient finding (the FAQ promises CSV export). */
  @Get('api/export/scans.csv')
  async scansCsv(@CurrentUserId() userId: string, @Res() reply: FastifyReply) {
    const lines = [csvRow(HEADER)];
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
      .header('content-disposition', 'attachment; filename="labellens-scan-history.csv"')
      .send(`\uFEFF${lines.join('\r\n')}\r\n`);
  }

  /** The shopping list, one row per line (part of the person's export, like the history above). */
  @Get('api/export/shopping-list.csv')
  async shoppingListCsv(@CurrentUserId() userId: string, @Res() reply: FastifyReply) {
    const lines = [csvRow(SHOPPING_LIST_HEADER)];
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
      .header('content-disposition', 'attachment; filename="labellens-shopping-list.csv"')
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
