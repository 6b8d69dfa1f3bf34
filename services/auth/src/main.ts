import 'reflect-metadata';
import { loadConfigOrExit } from '@labellens/server-config';
import { bootstrapService } from '@labellens/server-core';
import { authConfigSchema } from './config/auth.config';
import { AppModule } from './app.module';

const config = loadConfigOrExit('auth', authConfigSchema);
void bootstrapService({ module: AppModule.forRoot(config), config });
