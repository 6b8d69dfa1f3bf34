import { Module } from '@nestjs/common';
import { CodesRepository } from './codes.repository';
import { CodesService } from './codes.service';

/** One-time secrets: six-digit codes and the tokens of e-mailed links. */
@Module({
  providers: [CodesRepository, CodesService],
  exports: [CodesService],
})
export class CodesModule {}
