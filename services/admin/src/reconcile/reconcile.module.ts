import { Module } from '@nestjs/common';
import { OwnersClient } from './owners.client';
import { ReconcileService } from './reconcile.service';

@Module({
  providers: [OwnersClient, ReconcileService],
  exports: [ReconcileService],
})
export class ReconcileModule {}
