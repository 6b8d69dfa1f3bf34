import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@labellens/server-core';
import type Stripe from 'stripe';
import { BillingException } from '../common/billing.exception';
import type { BillingConfig } from '../config/billing.config';
import {
  HANDLED_EVENT_TYPES,
  ProviderEventsService,
  type ProviderEventOutcome,
} from '../payments/provider-events.service';
import { STRIPE_CLIENT } from '../payments/providers/stripe.client';
import {
  fromStripePaymentIntent,
  fromStripeSetupIntent,
} from '../payments/providers/stripe-intent.mapper';

export interface WebhookResponseDto {
  received: true;
  outcome: ProviderEventOutcome;
}

@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly providerEvents: ProviderEventsService,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  /** Verifies the signature over the exact bytes Stripe sent, then applies the event once. */
  async receive(body: unknown, signature: string | undefined): Promise<WebhookResponseDto> {
    if (!this.stripe || !this.config.STRIPE_WEBHOOK_SECRET) {
      throw new BillingException(
        'not_enabled',
        'Stripe webhooks are not enabled (PAYMENT_PROVIDER=local).',
      );
    }
    if (!Buffer.isBuffer(body)) {
      throw new BillingException(
        'invalid',
        'The webhook body must be the JSON Stripe sent (Content-Type: application/json).',
      );
    }
    if (!signature) throw new BillingException('invalid', 'Missing Stripe-Signature header.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        body,
        signature,
        this.config.STRIPE_WEBHOOK_SECRET,
      );
    } catch (err) {
      this.logger.warn(`Rejected webhook: ${err instanceof Error ? err.message : String(err)}`);
      throw new BillingException('invalid', 'Invalid Stripe signature.');
    }
    if (!HANDLED_EVENT_TYPES.has(event.type)) return { received: true, outcome: 'ignored' };
    const object = event.data.object as Stripe.PaymentIntent | Stripe.SetupIntent;
    const intent =
      object.object === 'setup_intent'
        ? fromStripeSetupIntent(object)
        : fromStripePaymentIntent(object);
    const outcome = await this.providerEvents.handle({ id: event.id, type: event.type, intent });
    return { received: true, outcome };
  }
}
