import { Module } from '@nestjs/common';
import { AdminsModule } from '../admins/admins.module';
import { AuthCommonModule } from '../common/auth-common.module';
import { SessionsModule } from '../sessions/sessions.module';
import { InternalIdentityController } from './internal-identity.controller';

/** The internal route the gateway resolves session cookies and admin tokens with. */
@Module({
  imports: [AuthCommonModule, SessionsModule, AdminsModule],
  controllers: [InternalIdentityController],
})
export class IdentityModule {}
