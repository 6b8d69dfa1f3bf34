import { DynamicModule, Module, OnApplicationBootstrap } from '@nestjs/common';
import { CoreModule } from '@labellens/server-core';
import { DatabaseModule } from '@labellens/server-database';
import { EventsModule } from '@labellens/server-events';
import { AccountDataController } from './accounts/account-data.controller';
import { AccountDataService } from './accounts/account-data.service';
import { AccountsController } from './accounts/accounts.controller';
import { AccountsService } from './accounts/accounts.service';
import { AdminsController } from './admins/admins.controller';
import { AdminsRepository } from './admins/admins.repository';
import { AdminsService } from './admins/admins.service';
import { CodesRepository } from './codes/codes.repository';
import { CodesService } from './codes/codes.service';
import { EventsPublisher } from './common/events.publisher';
import type { AuthConfig } from './config/auth.config';
import { authEntities, authMigrations } from './database/data-source';
import { EmailActionsController } from './email/email-actions.controller';
import { EmailActionsService } from './email/email-actions.service';
import { MailerService } from './email/mailer.service';
import { ErasureConfirmationsConsumer } from './erasure/erasure-confirmations.consumer';
import { ErasureRetrier } from './erasure/erasure-retrier.service';
import { ErasureModule } from './erasure/erasure.module';
import { InternalIdentityController } from './identity/internal-identity.controller';
import { MfaController } from './mfa/mfa.controller';
import { MfaRepository } from './mfa/mfa.repository';
import { MfaService } from './mfa/mfa.service';
import { LoggingSmsSender, SmsSender } from './mfa/sms.sender';
import { OidcService } from './oidc/oidc.service';
import { warmPasswordHasher } from './password/password-hasher';
import { ProfileController } from './profile/profile.controller';
import { ProfileService } from './profile/profile.service';
import { ReconcileController } from './reconcile/reconcile.controller';
import { ReconcileRepository } from './reconcile/reconcile.repository';
import { SessionsRepository } from './sessions/sessions.repository';
import { SessionsService } from './sessions/sessions.service';
import { ThrottleService } from './throttle/throttle.service';
import { UsersRepository } from './users/users.repository';

class AdminBootstrap implements OnApplicationBootstrap {
  constructor(private readonly admins: AdminsService) {}
  async onApplicationBootstrap(): Promise<void> {
    // Otherwise the first unknown-e-mail sign-in pays for this hash and is measurably slower.
    await warmPasswordHasher();
    await this.admins.ensureFromConfig();
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        DatabaseModule.forService(config, { entities: authEntities, migrations: authMigrations }),
        ErasureModule,
        EventsModule.forRoot({ config, consumers: [ErasureConfirmationsConsumer] }),
      ],
      controllers: [
        AccountDataController,
        AccountsController,
        ProfileController,
        EmailActionsController,
        MfaController,
        AdminsController,
        InternalIdentityController,
        ReconcileController,
      ],
      providers: [
        UsersRepository,
        SessionsRepository,
        SessionsService,
        CodesRepository,
        CodesService,
        MailerService,
        ThrottleService,
        EventsPublisher,
        MfaRepository,
        MfaService,
        { provide: SmsSender, useClass: LoggingSmsSender },
        OidcService,
        AdminsRepository,
        AdminsService,
        AccountsService,
        ErasureRetrier,
        ProfileService,
        AccountDataService,
        EmailActionsService,
        ReconcileRepository,
        {
          provide: AdminBootstrap,
          useFactory: (admins: AdminsService) => new AdminBootstrap(admins),
          inject: [AdminsService],
        },
      ],
    };
  }
}
