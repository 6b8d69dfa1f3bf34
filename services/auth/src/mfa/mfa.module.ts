import { Module } from '@nestjs/common';
import { CodesModule } from '../codes/codes.module';
import { AuthCommonModule } from '../common/auth-common.module';
import { MfaController } from './mfa.controller';
import { MfaRepository } from './mfa.repository';
import { MfaService } from './mfa.service';
import { LoggingSmsSender, SmsSender } from './sms.sender';

/** Second factors (phone and TOTP): enrolment routes and the checks sign-in uses. */
@Module({
  imports: [AuthCommonModule, CodesModule],
  controllers: [MfaController],
  providers: [MfaRepository, MfaService, { provide: SmsSender, useClass: LoggingSmsSender }],
  exports: [MfaRepository, MfaService],
})
export class MfaModule {}
