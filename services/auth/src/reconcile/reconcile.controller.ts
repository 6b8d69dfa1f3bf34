import { Controller } from '@nestjs/common';
import { Allow } from '@labellens/server-auth';
import {
  absentIdsSchema,
  PostOk,
  ReconcileByIdController,
  ValidBody,
  type AbsentIdsBody,
} from '@labellens/server-core';
import { ReconcileRepository } from './reconcile.repository';

/**
 * Internal: the admin service reconciles its read models from here (never exposed under /api).
 * "Registered" is what `auth.user.registered.v1` announces: a user whose e-mail is verified; the
 * pages hold registered users in id order.
 */
@Controller('internal/reconcile/users')
@Allow('service')
export class ReconcileController extends ReconcileByIdController {
  constructor(protected readonly rows: ReconcileRepository) {
    super();
  }

  /** Which of these ids have no user row at all: deleted accounts (ids are never reused). */
  @PostOk('absent')
  async absent(@ValidBody(absentIdsSchema) body: AbsentIdsBody) {
    return { absent: await this.rows.absent(body.ids) };
  }
}
