import { DynamicModule, Module } from '@nestjs/common';
import { serviceModule } from '@labellens/server-core';
import { AccountsModule } from './accounts/accounts.module';
import { AdminsModule } from './admins/admins.module';
import type { AuthConfig } from './config/auth.config';
import { authSchema } from './database/data-source';
import { EmailModule } from './email/email.module';
import { ErasureConfirmationsConsumer } from './erasure/erasure-confirmations.consumer';
import { ErasureModule } from './erasure/erasure.module';
import { IdentityModule } from './identity/identity.module';
import { MfaModule } from './mfa/mfa.module';
import { ProfileModule } from './profile/profile.module';
import { ReconcileModule } from './reconcile/reconcile.module';

@Module({})
export class AppModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return serviceModule(AppModule, config, {
      database: authSchema,
      events: { consumers: [ErasureConfirmationsConsumer], consumerDependencies: [ErasureModule] },
      imports: [
        AccountsModule,
        ProfileModule,
        EmailModule,
        MfaModule,
        AdminsModule,
        IdentityModule,
        ReconcileModule,
      ],
    });
  }
}
