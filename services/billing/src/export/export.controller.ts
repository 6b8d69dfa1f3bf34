import { Controller, Get, Param } from '@nestjs/common';
import { Allow } from '@labellens/server-auth';
import { ExportRepository } from './export.repository';

/** Internal: auth gathers a person's complete export from every service. */
@Controller('internal/export')
export class ExportController {
  constructor(private readonly exports: ExportRepository) {}

  @Get(':userId')
  @Allow('service')
  forUser(@Param('userId') userId: string) {
    return this.exports.forUser(userId);
  }
}
