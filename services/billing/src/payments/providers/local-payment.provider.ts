import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { BillingException, PAYMENT_NOT_FOUND } from '../../common/billing.exception';
import { ClockService } from '../../common/clock.service';
import { UnitOfWorkService } from '../../common/unit-of-work.service';
import type { LocalIntentEntity } from './local-intent.entity';
import { LocalIntentRepository, type NewLocalIntent } from './local-intent.repository';
import {
  definedMetadata,
  PaymentProvider,
  type ChargeSavedCardInput,
  type CreatePaymentIntentInput,
  type CreateSetupIntentInput,
  type ProviderIntent,
} from './payment.provider';
import { TEST_CARDS, validateCard, type CardInput } from './test-cards';

const token = () => randomBytes(12).toString('hex');
const LOCAL_SECRET = /^(pi|seti)_local_[a-f0-9]+_secret_[a-f0-9]+$/;

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

  createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderIntent> {
    return this.insertIntent('payment', input, {
      status: 'requires_payment_method',
      amountCents: input.amountCents,
      currency: input.currency,
    });
  }

  createSetupIntent(input: CreateSetupIntentInput): Promise<ProviderIntent> {
    return this.insertIntent('setup', input, {
      status: 'requires_payment_method',
      amountCents: null,
      currency: null,
    });
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
    return this.insertIntent('payment', input, {
      status: declined ? 'requires_payment_method' : 'succeeded',
      amountCents: input.amountCents,
      currency: input.currency,
      paymentMethodId: input.paymentMethodId,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      lastError: declined ? 'Your card was declined.' : null,
    });
  }

  /** A new intent with Stripe-shaped id and client secret (`pi_…` payments, `seti_…` setups). */
  private async insertIntent(
    kind: 'payment' | 'setup',
    owner: CreateSetupIntentInput,
    fields: Omit<
      NewLocalIntent,
      'id' | 'kind' | 'clientSecret' | 'customerId' | 'metadata' | 'idempotencyKey'
    >,
  ): Promise<ProviderIntent> {
    const id = `${kind === 'payment' ? 'pi' : 'seti'}_local_${token()}`;
    const intent = await this.intents.insert({
      id,
      kind,
      clientSecret: `${id}_secret_${token()}`,
      customerId: owner.customerId,
      metadata: definedMetadata(owner.metadata),
      idempotencyKey: owner.idempotencyKey,
      ...fields,
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
