import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CodesModule } from '../codes/codes.module';
import { AuthCommonModule } from '../common/auth-common.module';
import { SessionsModule } from '../sessions/sessions.module';
import { EmailActionsController } from './email-actions.controller';
import { EmailActionsService } from './email-actions.service';

/** E-mailed links: verification, password reset and recovery of a changed address. */
@Module({
  imports: [AuthCommonModule, CodesModule, SessionsModule, AccountsModule],
  controllers: [EmailActionsController],
  providers: [EmailActionsService],
})
export class EmailModule {}
