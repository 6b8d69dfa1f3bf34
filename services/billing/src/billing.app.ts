import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';
import { STRIPE_WEBHOOK_PATH } from './webhooks/stripe-webhook.controller';

/**
 * JSON bodies are parsed as usual, except the Stripe webhook's: its signature is computed over the
 * exact bytes sent, so that route receives the raw Buffer and verifies it before parsing. An empty
 * JSON body counts as no body (cancel and process-all-pending take none).
 */
export function configureBillingApp(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>(
    'application/json',
    { bodyLimit: fastify.initialConfig.bodyLimit },
    (request, body, done) => {
      if (request.url.split('?')[0] === STRIPE_WEBHOOK_PATH) {
        done(null, body);
        return;
      }
      if (body.length === 0) {
        done(null, undefined);
        return;
      }
      void parseJson(request, body.toString('utf8'), done);
    },
  );
}
