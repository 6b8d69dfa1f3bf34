import { Global, Module } from '@nestjs/common';
import { AuthCommonModule } from '../common/auth-common.module';
import { ErasureRetrier } from './erasure-retrier.service';
import { ErasureRepository } from './erasure.repository';

/**
 * Erasure storage and the job that sends unconfirmed erasures again; global so the consumers that
 * the EventsModule builds can inject the storage.
 */
@Global()
@Module({
  imports: [AuthCommonModule],
  providers: [ErasureRepository, ErasureRetrier],
  exports: [ErasureRepository],
})
export class ErasureModule {}
