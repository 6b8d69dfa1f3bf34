import { Module } from '@nestjs/common';
import { CodesModule } from '../codes/codes.module';
import { AuthCommonModule } from '../common/auth-common.module';
import { ErasureModule } from '../erasure/erasure.module';
import { MfaModule } from '../mfa/mfa.module';
import { OidcService } from '../oidc/oidc.service';
import { SessionsModule } from '../sessions/sessions.module';
import { AccountDataController } from './account-data.controller';
import { AccountDataService } from './account-data.service';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';

/** Sign-up, sign-in (OpenID Connect too: its routes are here) and the account's export/erasure. */
@Module({
  imports: [AuthCommonModule, CodesModule, SessionsModule, MfaModule, ErasureModule],
  controllers: [AccountDataController, AccountsController],
  // OIDC lives here: it signs in through AccountsService and AccountsController serves its routes.
  providers: [AccountsService, OidcService, AccountDataService],
  exports: [AccountsService],
})
export class AccountsModule {}
