import { Module } from '@nestjs/common';
import { ReconcileController } from './reconcile.controller';
import { ReconcileRepository } from './reconcile.repository';

/** The internal routes the admin service reconciles its read models of the users from. */
@Module({
  controllers: [ReconcileController],
  providers: [ReconcileRepository],
})
export class ReconcileModule {}
