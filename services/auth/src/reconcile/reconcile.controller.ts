import { Controller, Get } from '@nestjs/common';
import { Allow } from '@labellens/server-auth';
import {
  absentIdsSchema,
  PostOk,
  reconcilePageSchema,
  ValidBody,
  ValidQuery,
  type AbsentIdsBody,
  type ReconcilePageQuery,
} from '@labellens/server-core';
import type { IdDigest } from '@labellens/server-database';
import { ReconcileRepository } from './reconcile.repository';

/**
 * Internal: the admin service reconciles its read models from here (never exposed under /api).
 * "Registered" is what `auth.user.registered.v1` announces: a user whose e-mail is verified.
 * The digest (count and a sum of id hashes) lets admin skip the pages when nothing differs.
 */
@Controller('internal/reconcile/users')
@Allow('service')
export class ReconcileController {
  constructor(private readonly users: ReconcileRepository) {}

  @Get('digest')
  digest(): Promise<IdDigest> {
    return this.users.digest();
  }

  /** Registered users in id order, `limit` after `after`. */
  @Get()
  async page(@ValidQuery(reconcilePageSchema) query: ReconcilePageQuery) {
    return { items: await this.users.page(query.after, query.limit) };
  }

  /** Which of these ids have no user row at all: deleted accounts (ids are never reused). */
  @PostOk('absent')
  async absent(@ValidBody(absentIdsSchema) body: AbsentIdsBody) {
    return { absent: await this.users.absent(body.ids) };
  }
}
