import 'reflect-metadata';
import { loadConfigOrExit } from '@labellens/server-config';
import { gatewayConfigSchema } from './config/gateway.config';
import { createGatewayApp } from './gateway.app';

const config = loadConfigOrExit('gateway', gatewayConfigSchema);

createGatewayApp(config)
  .then(async (app) => {
    await app.listen(config.PORT, config.HOST);
    process.stdout.write(`gateway listening on ${config.HOST}:${config.PORT}\n`);
  })
  .catch((err: unknown) => {
    process.stderr.write(
      `gateway failed to start: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exit(1);
  });
