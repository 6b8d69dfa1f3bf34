import { Controller, Get } from '@nestjs/common';
import { Allow } from '@labellens/server-auth';
import { AnalyticsService } from './analytics.service';

@Controller('api/admin')
@Allow('admin')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('analytics')
  get() {
    return this.analytics.analytics();
  }
}
