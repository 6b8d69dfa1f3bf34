import { randomUUID } from 'node:crypto';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  UseInterceptors,
} from '@nestjs/common';
import { CurrentUserId } from '@labellens/server-auth';
import { ZodValidationPipe } from '@labellens/server-core';
import { z } from 'zod';
import { ScanErrorsInterceptor } from '../common/scan.exception';
import {
  createScanSchema,
  scanNutritionSchema,
  type CreateScanDto,
  type ScanNutritionDto,
} from './dto/create-scan.dto';
import { ScansService } from './scans.service';

const scanIdSchema = z.uuid('The scan id is not valid.');

@Controller('api')
@UseInterceptors(ScanErrorsInterceptor)
export class ScansController {
  constructor(private readonly scans: ScansService) {}

  /** The whole analysis in one answer (the nutrition flow's base scan uses it with an empty list). */
  @Post('scan')
  @HttpCode(200)
  async create(
    @CurrentUserId() userId: string,
    @Body(new ZodValidationPipe(createScanSchema)) dto: CreateScanDto,
  ) {
    const scanId = randomUUID();
    const reservation = await this.scans.reserve(userId, scanId);
    return this.scans.analyseReserved({ userId, scanId, reservation, dto });
  }

  @Post('scan-nutrition')
  @HttpCode(200)
  addNutrition(
    @CurrentUserId() userId: string,
    @Body(new ZodValidationPipe(scanNutritionSchema)) dto: ScanNutritionDto,
  ) {
    return this.scans.addNutrition(userId, dto);
  }

  @Get('scan-history')
  history(@CurrentUserId() userId: string) {
    return this.scans.history(userId);
  }

  @Delete('scan-history')
  @HttpCode(200)
  async clearHistory(@CurrentUserId() userId: string) {
    const { deleted } = await this.scans.clearHistory(userId);
    return { message: 'Scan history cleared', deleted };
  }

  @Delete('scan/:id')
  @HttpCode(200)
  async deleteOne(
    @CurrentUserId() userId: string,
    @Param('id', new ZodValidationPipe(scanIdSchema)) id: string,
  ) {
    await this.scans.deleteOne(id, userId);
    return { message: 'Scan deleted' };
  }

  @Get('scan/:id')
  detail(@CurrentUserId() userId: string, @Param('id') id: string) {
    return this.scans.detail(id, userId);
  }
}
