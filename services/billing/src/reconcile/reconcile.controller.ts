import { Controller } from '@nestjs/common';
import { Allow } from '@labellens/server-auth';
import { ReconcileByIdController } from '@labellens/server-core';
import { ReconcileRepository } from './reconcile.repository';

/**
 * Internal: the admin service reconciles its payments read model from here (never under /api).
 * Every payment row is kept (an erased person's under their pseudonym), so admin's payments must
 * equal this set. Pages are shaped like `billing.payment.succeeded.v1`.
 */
@Controller('internal/reconcile/payments')
@Allow('service')
export class ReconcileController extends ReconcileByIdController {
  constructor(protected readonly rows: ReconcileRepository) {
    super();
  }
}
