import { Module } from '@nestjs/common';
import { JobQueues } from './job-queues.service';

/** The API side of the BullMQ queues (the worker side is worker.module.ts). */
@Module({ providers: [JobQueues], exports: [JobQueues] })
export class JobsModule {}
