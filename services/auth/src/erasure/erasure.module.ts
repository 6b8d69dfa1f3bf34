import { Global, Module } from '@nestjs/common';
import { ErasureRepository } from './erasure.repository';

/** Erasure storage, global so the consumers that the EventsModule builds can inject it. */
@Global()
@Module({ providers: [ErasureRepository], exports: [ErasureRepository] })
export class ErasureModule {}
