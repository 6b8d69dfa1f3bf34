import { Controller, Delete, Get, Res } from '@nestjs/common';
import { DeleteAccountRequestSchema, EXPORT_FILE_NAMES } from '@labellens/contracts';
import { CurrentUserId } from '@labellens/server-auth';
import { ValidBody } from '@labellens/server-core';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { SessionsService } from '../sessions/sessions.service';
import { AccountDataService } from './account-data.service';

/** A person's data rights: a complete export and erasure (GDPR Art. 15, 17, 20). */
@Controller('api/account')
export class AccountDataController {
  constructor(
    private readonly accountData: AccountDataService,
    private readonly sessions: SessionsService,
  ) {}

  @Get('export')
  async export(@CurrentUserId() userId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const { body, close } = await this.accountData.export(userId);
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${EXPORT_FILE_NAMES.account}"`);
    // Everything about a person: no browser, proxy or CDN may keep a copy.
    reply.header('cache-control', 'no-store');
    // The person closed the download: the body cannot run its `finally` while it waits for
    // upstream bytes, so close them here.
    reply.raw.on('close', close);
    return body;
  }

  @Delete()
  async delete(
    @CurrentUserId() userId: string,
    @ValidBody(DeleteAccountRequestSchema) dto: z.output<typeof DeleteAccountRequestSchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.accountData.delete(userId, dto.password);
    reply.header('set-cookie', this.sessions.clearCookie());
    return { message: 'Your account and data have been deleted.' };
  }
}
