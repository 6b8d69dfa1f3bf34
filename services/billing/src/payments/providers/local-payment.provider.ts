import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { BillingException, PAYMENT_NOT_FOUND } from '../../common/billing.exception';
import { ClockService } from '../../common/clock.service';
import { UnitOfWorkService } from '../../common/unit-of-work.service';
import type { LocalIntentEntity } from './local-intent.entity';
import { LocalIntentRepository } from './local-intent.repository';
import {
  PaymentProvider,
  type ChargeSavedCardInput,
  type CreatePaymentIntentInput,
  type IntentMetadata,
  type ProviderIntent,
} from './payment.provider';
import { TEST_CARDS, validateCard, type CardInput } from './test-cards';

const token = () => randomBytes(12).toString('hex');
const LOCAL_SECRET = /^(pi|seti)_local_[a-f0-9]+_secret_[a-f0-9]+$/;

function metadataOf(metadata: IntentMetadata): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

export function fromLocalIntent(intent: LocalIntentEntity): ProviderIntent {
  return {
    id: intent.id,
    kind: intent.kind,
    status: intent.status,
    clientSecret: intent.clientSecret,
    amountCents: intent.amountCents,
    currency: intent.currency,
    customerId: intent.customerId,
    paymentMethodId: intent.paymentMethodId,
    metadata: intent.metadata,
    lastError: intent.lastError,
  };
}

/**
 * In-app test provider with Stripe's intent state machine (requires_payment_method → succeeded;
 * a decline leaves requires_payment_method with last error). Intents live in `local_intents`;
 * the front end confirms them through POST /api/billing/local/confirm instead of Stripe.js.
 */
@Injectable()
export class LocalPaymentProvider extends PaymentProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly intents: LocalIntentRepository,
    private readonly uow: UnitOfWorkService,
    private readonly clock: ClockService,
  ) {
    super();
  }

  createCustomer(): Promise<string> {
    return Promise.resolve(`cus_local_${token()}`);
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderIntent> {
    const id = `pi_local_${token()}`;
    const intent = await this.intents.insert({
      id,
      kind: 'payment',
      clientSecret: `${id}_secret_${token()}`,
      status: 'requires_payment_method',
      amountCents: input.amountCents,
      currency: input.currency,
      customerId: input.customerId,
      metadata: metadataOf(input.metadata),
      idempotencyKey: input.idempotencyKey,
    });
    return fromLocalIntent(intent);
  }

  async createSetupIntent(input: {
    customerId: string;
    metadata: IntentMetadata;
    idempotencyKey: string;
  }): Promise<ProviderIntent> {
    const id = `seti_local_${token()}`;
    const intent = await this.intents.insert({
      id,
      kind: 'setup',
      clientSecret: `${id}_secret_${token()}`,
      status: 'requires_payment_method',
      amountCents: null,
      currency: null,
      customerId: input.customerId,
      metadata: metadataOf(input.metadata),
      idempotencyKey: input.idempotencyKey,
    });
    return fromLocalIntent(intent);
  }

  async retrievePaymentIntent(id: string): Promise<ProviderIntent | null> {
    const intent = await this.intents.findById(id);
    return intent?.kind === 'payment' ? fromLocalIntent(intent) : null;
  }

  async retrieveSetupIntent(id: string): Promise<ProviderIntent | null> {
    const intent = await this.intents.findById(id);
    return intent?.kind === 'setup' ? fromLocalIntent(intent) : null;
  }

  async chargeSavedCard(input: ChargeSavedCardInput): Promise<ProviderIntent> {
    const card = await this.intents.findCardOfPaymentMethod(input.paymentMethodId);
    const behaviour = card
      ? Object.entries(TEST_CARDS).find(([number]) => number.endsWith(card.last4))?.[1]
      : undefined;
    const declined = !card || behaviour?.failsOffSession === true || behaviour?.declineMessage;
    const id = `pi_local_${token()}`;
    const intent = await this.intents.insert({
      id,
      kind: 'payment',
      clientSecret: `${id}_secret_${token()}`,
      status: declined ? 'requires_payment_method' : 'succeeded',
      amountCents: input.amountCents,
      currency: input.currency,
      customerId: input.customerId,
      metadata: metadataOf(input.metadata),
      idempotencyKey: input.idempotencyKey,
      paymentMethodId: input.paymentMethodId,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      lastError: declined ? 'Your card was declined.' : null,
    });
    return fromLocalIntent(intent);
  }

  /**
   * What Stripe.js does for the real provider: confirms the intent behind `clientSecret` with a
   * card. Only the intent's owner may confirm it. A decline is recorded on the intent, then thrown.
   */
  async confirm(userId: string, clientSecret: string, card: CardInput): Promise<ProviderIntent> {
    if (!LOCAL_SECRET.test(clientSecret)) {
      throw new BillingException(
        'invalid',
        'clientSecret is not a local payment or setup client secret.',
      );
    }
    const now = this.clock.now();
    const { number, behaviour } = validateCard(card, now);
    const outcome = await this.uow.run(async (tx) => {
      const intent = await this.intents.lockByClientSecret(tx, clientSecret);
      if (!intent || intent.metadata.userId !== userId)
        throw new BillingException('not_found', PAYMENT_NOT_FOUND);
      if (intent.status === 'succeeded')
        return { intent: fromLocalIntent(intent), declined: false };
      if (intent.status !== 'requires_payment_method') {
        throw new BillingException(
          'conflict',
          `This payment cannot be confirmed (status: ${intent.status}).`,
        );
      }
      const declined = behaviour.declineMessage !== null;
      const result = {
        status: declined ? 'requires_payment_method' : 'succeeded',
        paymentMethodId: declined ? null : `pm_local_${token()}`,
        cardBrand: behaviour.brand,
        cardLast4: number.slice(-4),
        lastError: behaviour.declineMessage,
      };
      await this.intents.recordOutcome(tx, intent.id, result);
      return { intent: fromLocalIntent(Object.assign(intent, result)), declined };
    });
    if (outcome.declined) {
      throw new BillingException('card_declined', behaviour.declineMessage as string, {
        code: 'card_declined',
        declineCode: behaviour.declineCode,
      });
    }
    return outcome.intent;
  }
}
