import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** JSON bodies stay at 1 MB, except the two image uploads (a 10 MB image is ~13.4 MB as a data URL). */
export const IMAGE_ROUTES = ['/api/extract-ingredients', '/api/extract-nutrition'];
export const IMAGE_BODY_LIMIT_BYTES = 15 * 1024 * 1024;

export function configureScanApp(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      if (IMAGE_ROUTES.includes(route.url)) route.bodyLimit = IMAGE_BODY_LIMIT_BYTES;
    });
}
