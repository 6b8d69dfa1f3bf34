import { Controller, Post, Res, UseInterceptors } from '@nestjs/common';
import { OfflineAllowanceRequestSchema, OfflineScanRequestSchema } from '@labellens/contracts';
import { CurrentUserId } from '@labellens/server-auth';
import { ValidBody } from '@labellens/server-core';
import type { FastifyReply } from 'fastify';
import type { AllowanceRequestDto, OfflineScanDto } from './dto/offline.dto';
import { OfflineErrorsInterceptor } from './offline.errors';
import { OfflineService } from './offline.service';

/** Offline scanning: an allowance while online, then the device's scans synced one by one. */
@Controller('api/offline')
@UseInterceptors(OfflineErrorsInterceptor)
export class OfflineController {
  constructor(private readonly offline: OfflineService) {}

  /** 201 `{ token, scans, expiresAt }`. */
  @Post('allowance')
  allowance(
    @CurrentUserId() userId: string,
    @ValidBody(OfflineAllowanceRequestSchema) dto: AllowanceRequestDto,
  ) {
    return this.offline.issue(userId, dto);
  }

  /** 201 `{ scan, replayed: false }` for a new key; 200 `{ scan, replayed: true }` for a repeat. */
  @Post('scans')
  async scan(
    @CurrentUserId() userId: string,
    @ValidBody(OfflineScanRequestSchema) dto: OfflineScanDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const outcome = await this.offline.sync(userId, dto);
    if (outcome.replayed) void reply.status(200);
    return outcome;
  }
}
