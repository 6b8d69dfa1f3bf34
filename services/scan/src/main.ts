import 'reflect-metadata';
import { loadConfigOrExit } from '@labellens/server-config';
import { bootstrapService } from '@labellens/server-core';
import { scanConfigSchema } from './config/scan.config';
import { AppModule } from './app.module';
import { configureScanApp } from './scan.app';

const config = loadConfigOrExit('scan', scanConfigSchema);
void bootstrapService({ module: AppModule.forRoot(config), config, configure: configureScanApp });
