import { randomUUID } from 'node:crypto';
import { Controller, Logger, Post, Res, UseInterceptors } from '@nestjs/common';
import { ScanStreamRequestSchema } from '@labellens/contracts';
import { CurrentUserId } from '@labellens/server-auth';
import { ValidBody } from '@labellens/server-core';
import type { FastifyReply } from 'fastify';
import { MESSAGES, ScanErrorsInterceptor } from '../common/scan.exception';
import type { CreateScanDto } from './dto/create-scan.dto';
import { STATUS_MESSAGES } from './dto/stream-event.dto';
import { ScanAbortedError, ScansService } from './scans.service';
import { SseWriter } from './sse-writer';

@Controller('api')
@UseInterceptors(ScanErrorsInterceptor)
export class ScanStreamController {
  private readonly logger = new Logger('ScanStream');

  constructor(private readonly scans: ScansService) {}

  /**
   * Server-sent events: status, ingredient, allergen, then complete (or error). The scan is reserved
   * first, so a refused scan is a plain 403 JSON answer and no stream starts.
   */
  @Post('scan-stream')
  async stream(
    @CurrentUserId() userId: string,
    @ValidBody(ScanStreamRequestSchema) dto: CreateScanDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const scanId = randomUUID();
    const reservation = await this.scans.reserve(userId, scanId);
    reply.hijack();
    const sse = new SseWriter(reply.raw);
    const abort = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableEnded) abort.abort();
    });
    sse.send({
      type: 'status',
      message: STATUS_MESSAGES.started,
      data: { step: 'started', scanId },
    });
    try {
      await this.scans.analyseReserved({
        userId,
        scanId,
        reservation,
        dto,
        sink: sse,
        signal: abort.signal,
      });
    } catch (err) {
      if (err instanceof ScanAbortedError || abort.signal.aborted) {
        this.logger.log(`scan ${scanId} stopped: the client disconnected`);
      } else {
        this.logger.error(`scan ${scanId} failed: ${(err as Error).stack ?? String(err)}`);
        sse.send({
          type: 'error',
          message: MESSAGES.analysisFailed,
          data: { code: 'analysis_failed' },
        });
      }
    } finally {
      sse.end();
    }
  }
}
