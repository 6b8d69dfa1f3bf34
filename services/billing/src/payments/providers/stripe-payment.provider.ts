import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { BillingException } from '../../common/billing.exception';
import {
  definedMetadata,
  PaymentProvider,
  type ChargeSavedCardInput,
  type CreatePaymentIntentInput,
  type CreateSetupIntentInput,
  type ProviderIntent,
} from './payment.provider';
import { STRIPE_CLIENT } from './stripe.client';
import { fromStripePaymentIntent, fromStripeSetupIntent } from './stripe-intent.mapper';

/** The Stripe API through the official SDK (STRIPE_API_BASE points it elsewhere in tests). */
@Injectable()
export class StripePaymentProvider extends PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly logger = new Logger('StripePaymentProvider');

  constructor(@Inject(STRIPE_CLIENT) private readonly stripe: Stripe) {
    super();
  }

  async createCustomer(userId: string): Promise<string> {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { metadata: { userId } },
        { idempotencyKey: `customer:${userId}` },
      ),
    );
    return customer.id;
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderIntent> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: input.customerId,
          metadata: definedMetadata(input.metadata),
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return fromStripePaymentIntent(intent);
  }

  async createSetupIntent(input: CreateSetupIntentInput): Promise<ProviderIntent> {
    const intent = await this.call(() =>
      this.stripe.setupIntents.create(
        {
          customer: input.customerId,
          usage: 'off_session',
          metadata: definedMetadata(input.metadata),
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return fromStripeSetupIntent(intent);
  }

  async retrievePaymentIntent(id: string): Promise<ProviderIntent | null> {
    const intent = await this.callOrMissing(() => this.stripe.paymentIntents.retrieve(id));
    return intent ? fromStripePaymentIntent(intent) : null;
  }

  async retrieveSetupIntent(id: string): Promise<ProviderIntent | null> {
    const intent = await this.callOrMissing(() => this.stripe.setupIntents.retrieve(id));
    return intent ? fromStripeSetupIntent(intent) : null;
  }

  async chargeSavedCard(input: ChargeSavedCardInput): Promise<ProviderIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          metadata: definedMetadata(input.metadata),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return fromStripePaymentIntent(intent);
    } catch (err) {
      // A declined off-session charge is an outcome, not a failure: Stripe returns the intent in the error.
      if (err instanceof Stripe.errors.StripeCardError) {
        const raw = (err.raw as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
        if (raw) return { ...fromStripePaymentIntent(raw), lastError: err.message };
        return {
          id: `declined:${input.idempotencyKey}`,
          kind: 'payment',
          status: 'requires_payment_method',
          clientSecret: null,
          amountCents: input.amountCents,
          currency: input.currency,
          customerId: input.customerId,
          paymentMethodId: input.paymentMethodId,
          metadata: definedMetadata(input.metadata),
          lastError: err.message,
        };
      }
      throw this.unavailable(err);
    }
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      throw this.unavailable(err);
    }
  }

  private async callOrMissing<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (err) {
      if (
        err instanceof Stripe.errors.StripeInvalidRequestError &&
        (err.code === 'resource_missing' || err.statusCode === 404)
      ) {
        return null;
      }
      throw this.unavailable(err);
    }
  }

  private unavailable(err: unknown): BillingException {
    if (err instanceof BillingException) return err;
    this.logger.error(`Stripe request failed: ${err instanceof Error ? err.message : String(err)}`);
    return new BillingException(
      'provider_unavailable',
      'The payment provider is unavailable. Please try again.',
    );
  }
}
