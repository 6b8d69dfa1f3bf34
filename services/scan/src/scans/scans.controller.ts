import { randomUUID } from 'node:crypto';
import { Controller, Delete, Get, UseInterceptors } from '@nestjs/common';
import {
  CreateScanRequestSchema,
  GetScanParamsSchema,
  ScanIdParamsSchema,
  ScanNutritionRequestSchema,
} from '@labellens/contracts';
import { CurrentUserId } from '@labellens/server-auth';
import { PostOk, ValidBody, ValidParam } from '@labellens/server-core';
import { ScanErrorsInterceptor } from '../common/scan.exception';
import type { CreateScanDto, ScanNutritionDto } from './dto/create-scan.dto';
import { ScanComparisonService } from './scan-comparison.service';
import { ScansService } from './scans.service';

@Controller('api')
@UseInterceptors(ScanErrorsInterceptor)
export class ScansController {
  constructor(
    private readonly scans: ScansService,
    private readonly comparison: ScanComparisonService,
  ) {}

  /** The whole analysis in one answer (the nutrition flow's base scan uses it with an empty list). */
  @PostOk('scan')
  async create(
    @CurrentUserId() userId: string,
    @ValidBody(CreateScanRequestSchema) dto: CreateScanDto,
  ) {
    const scanId = randomUUID();
    const reservation = await this.scans.reserve(userId, scanId);
    return this.scans.analyseReserved({ userId, scanId, reservation, dto });
  }

  @PostOk('scan-nutrition')
  addNutrition(
    @CurrentUserId() userId: string,
    @ValidBody(ScanNutritionRequestSchema) dto: ScanNutritionDto,
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
  async deleteOne(
    @CurrentUserId() userId: string,
    @ValidParam('id', ScanIdParamsSchema.shape.id) id: string,
  ) {
    await this.scans.deleteOne(id, userId);
    return { message: 'Scan deleted' };
  }

  @Get('scan/:id')
  detail(
    @CurrentUserId() userId: string,
    @ValidParam('id', GetScanParamsSchema.shape.id) id: string,
  ) {
    return this.scans.detail(id, userId);
  }

  /** "You rated X 8.2 last week": the comparison from the person's own history (issue 18). */
  @Get('scan/:id/compare')
  compare(
    @CurrentUserId() userId: string,
    @ValidParam('id', ScanIdParamsSchema.shape.id) id: string,
  ) {
    return this.comparison.compare(id, userId);
  }
}
