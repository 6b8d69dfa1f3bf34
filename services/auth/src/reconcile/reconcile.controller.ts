import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { Allow } from '@labellens/server-auth';
import { ZodValidationPipe } from '@labellens/server-core';
import type { IdDigest } from '@labellens/server-database';
import { z } from 'zod';
import { ReconcileRepository } from './reconcile.repository';

const pageSchema = z.object({
  after: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
const absentSchema = z.object({ ids: z.array(z.string().min(1).max(100)).max(1000) });

/**
 * Internal: the admin service reconciles its read models from here (never exposed under /api).
 * "Registered" is what `auth.user.registered.v1` announces: a user whose e-mail is verified.
 * The digest (count and a sum of id hashes) lets admin skip the pages when nothing differs.
 */
@Controller('internal/reconcile/users')
export class ReconcileController {
  constructor(private readonly users: ReconcileRepository) {}

  @Get('digest')
  @Allow('service')
  digest(): Promise<IdDigest> {
    return this.users.digest();
  }

  /** Registered users in id order, `limit` after `after`. */
  @Get()
  @Allow('service')
  async page(@Query(new ZodValidationPipe(pageSchema)) query: z.infer<typeof pageSchema>) {
    return { items: await this.users.page(query.after, query.limit) };
  }

  /** Which of these ids have no user row at all: deleted accounts (ids are never reused). */
  @Post('absent')
  @HttpCode(200)
  @Allow('service')
  async absent(@Body(new ZodValidationPipe(absentSchema)) body: z.infer<typeof absentSchema>) {
    return { absent: await this.users.absent(body.ids) };
  }
}
