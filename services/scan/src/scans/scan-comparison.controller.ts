import { Controller, Get, Param, UseInterceptors } from '@nestjs/common';
import { CurrentUserId } from '@labellens/server-auth';
import { ZodValidationPipe } from '@labellens/server-core';
import { z } from 'zod';
import { ScanErrorsInterceptor } from '../common/scan.exception';
import { ScanComparisonService } from './scan-comparison.service';

const scanIdSchema = z.uuid('The scan id is not valid.');

/** "You rated X 8.2 last week": the comparison from the person's own history (issue 18). */
@Controller('api')
@UseInterceptors(ScanErrorsInterceptor)
export class ScanComparisonController {
  constructor(private readonly comparison: ScanComparisonService) {}

  @Get('scan/:id/compare')
  compare(
    @CurrentUserId() userId: string,
    @Param('id', new ZodValidationPipe(scanIdSchema)) id: string,
  ) {
    return this.comparison.compare(id, userId);
  }
}
