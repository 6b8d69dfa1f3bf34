import 'reflect-metadata';
import { loadConfigOrExit } from '@labellens/server-config';
import { bootstrapService } from '@labellens/server-core';
import { configureBillingApp } from './billing.app';
import { billingConfigSchema } from './config/billing.config';
import { AppModule } from './app.module';

const config = loadConfigOrExit('billing', billingConfigSchema);
void bootstrapService({
  module: AppModule.forRoot(config),
  config,
  configure: configureBillingApp,
});
