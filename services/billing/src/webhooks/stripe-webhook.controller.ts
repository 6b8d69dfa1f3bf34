import { Body, Controller, Headers } from '@nestjs/common';
import { PostOk } from '@labellens/server-core';
import { Allow } from '@labellens/server-auth';
import { StripeWebhookService, type WebhookResponseDto } from './stripe-webhook.service';

/** Path the raw-body content-type parser keeps as a Buffer (see billing.app.ts). */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * Stripe calls this through the gateway, which forwards it with an anonymous identity; the
 * caller is authenticated by the Stripe-Signature header instead.
 */
@Controller('api/stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @PostOk('webhook')
  @Allow('anonymous', 'user', 'admin', 'service')
  receive(
    @Body() body: unknown,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookResponseDto> {
    return this.webhooks.receive(body, signature);
  }
}
