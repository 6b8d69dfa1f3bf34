import { Module } from '@nestjs/common';
import { FairShare } from './fair-share.service';
import { JobQueues } from './job-queues.service';

/** The API side of the BullMQ queues (the worker side is worker.module.ts). */
@Module({ providers: [JobQueues, FairShare], exports: [JobQueues, FairShare] })
export class JobsModule {}
