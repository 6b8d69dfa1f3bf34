import 'reflect-metadata';
import { loadConfigOrExit } from '@labellens/server-config';
import { bootstrapService } from '@labellens/server-core';
import { scanConfigSchema } from './config/scan.config';
import { AppModule } from './app.module';

const config = loadConfigOrExit('scan', scanConfigSchema);
void bootstrapService({ module: AppModule.forRoot(config), config });
