import 'reflect-metadata';
import { loadConfigOrExit } from '@labellens/server-config';
import { bootstrapService } from '@labellens/server-core';
import { adminConfigSchema } from './config/admin.config';
import { AppModule } from './app.module';

const config = loadConfigOrExit('admin', adminConfigSchema);
void bootstrapService({ module: AppModule.forRoot(config), config });
