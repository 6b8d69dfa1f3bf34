import { randomUUID } from 'node:crypto';
import { Controller, Delete, Get, Param, UseInterceptors } from '@nestjs/common';
import { CurrentUserId } from '@labellens/server-auth';
import { PostOk, ValidBody, ValidParam } from '@labellens/server-core';
import { z } from 'zod';
import { ScanErrorsInterceptor } from '../common/scan.exception';
import {
  createScanSchema,
  scanNutritionSchema,
  type CreateScanDto,
  type ScanNutritionDto,
} from './dto/create-scan.dto';
import { ScanComparisonService } from './scan-comparison.service';
import { ScansService } from './scans.service';

const scanIdSchema = z.uuid('The scan id is not valid.');

@Controller('api')
@UseInterceptors(ScanErrorsInterceptor)
export class ScansController {
  constructor(
    private readonly scans: ScansService,
    private readonly comparison: ScanComparisonService,
  ) {}

  /** The whole analysis in one answer (the nutrition flow's base scan uses it with an empty list). */
  @PostOk('scan')
  async create(@CurrentUserId() userId: string, @ValidBody(createScanSchema) dto: CreateScanDto) {
    const scanId = randomUUID();
    const reservation = await this.scans.reserve(userId, scanId);
    return this.scans.analyseReserved({ userId, scanId, reservation, dto });
  }

  @PostOk('scan-nutrition')
  addNutrition(
    @CurrentUserId() userId: string,
    @ValidBody(scanNutritionSchema) dto: ScanNutritionDto,
  ) {
    return this.scans.addNutrition(userId, dto);
  }

  @Get('scan-history')
  history(@CurrentUserId() userId: string) {
    return this.scans.history(userId);
  }

  @Delete('scan-history')
  async clearHistory(@CurrentUserId() userId: string) {
    const { deleted } = await this.scans.clearHistory(userId);
    return { message: 'Scan history cleared', deleted };
  }

  @Delete('scan/:id')
  async deleteOne(@CurrentUserId() userId: string, @ValidParam('id', scanIdSchema) id: string) {
    await this.scans.deleteOne(id, userId);
    return { message: 'Scan deleted' };
  }

  @Get('scan/:id')
  detail(@CurrentUserId() userId: string, @Param('id') id: string) {
    return this.scans.detail(id, userId);
  }

  /** "You rated X 8.2 last week": the comparison from the person's own history (issue 18). */
  @Get('scan/:id/compare')
  compare(@CurrentUserId() userId: string, @ValidParam('id', scanIdSchema) id: string) {
    return this.comparison.compare(id, userId);
  }
}
