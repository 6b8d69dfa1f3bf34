import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ClockService } from '../common/clock.service';
import { UnitOfWorkService } from '../common/unit-of-work.service';
import { AccountRepository } from '../ledger/account.repository';
import { CURRENCY } from '../plans/plans.catalog';
import type { CheckoutKind } from './entities/checkout-intent.entity';
import { PaymentRepository } from './payment.repository';
import {
  PaymentProvider,
  type IntentMetadata,
  type ProviderIntent,
} from './providers/payment.provider';

/** An open intent is reused for an identical purchase started within this window (double clicks). */
const REUSE_WINDOW_MS = 60 * 60 * 1000;

export interface CheckoutRequest {
  userId: string;
  kind: Extract<CheckoutKind, 'subscription' | 'payg' | 'plan_change'>;
  tierCode: string | null;
  scansQuantity: number | null;
  /** Payment intents only. */
  amountCents: number | null;
}

/** Opens payment and setup intents at the provider for a user, and records them. */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentRepository,
    private readonly accounts: AccountRepository,
    private readonly uow: UnitOfWorkService,
    private readonly clock: ClockService,
  ) {}

  /** Provider calls happen outside database transactions; the results are stored afterwards. */
  async open(request: CheckoutRequest, knownCustomerId: string | null): Promise<ProviderIntent> {
    const reusable = await this.reusableIntent(request);
    if (reusable) return reusable;
    const customerId = knownCustomerId ?? (await this.ensureCustomer(request.userId));
    const metadata: IntentMetadata = {
      userId: request.userId,
      kind: request.kind,
      tierCode: request.tierCode ?? undefined,
      scansQuantity: request.scansQuantity === null ? undefined : String(request.scansQuantity),
    };
    const idempotencyKey = `checkout:${randomUUID()}`;
    const intent =
      request.kind === 'plan_change'
        ? await this.provider.createSetupIntent({ customerId, metadata, idempotencyKey })
        : await this.provider.createPaymentIntent({
            amountCents: request.amountCents as number,
            currency: CURRENCY,
            customerId,
            metadata,
            // Subscriptions keep the card for the monthly renewal; credits are one-off.
            saveCard: request.kind === 'subscription',
            idempotencyKey,
          });
    await this.uow.run((tx) =>
      this.payments.recordCheckoutIntent(tx, {
        id: intent.id,
        provider: this.provider.name,
        userId: request.userId,
        kind: request.kind,
        tierCode: request.tierCode,
        scansQuantity: request.scansQuantity,
        amountCents: request.amountCents,
      }),
    );
    return intent;
  }

  async ensureCustomer(userId: string): Promise<string> {
    const created = await this.provider.createCustomer(userId);
    return this.uow.run((tx) => this.accounts.setCustomerIfMissing(tx, userId, created));
  }

  private async reusableIntent(request: CheckoutRequest): Promise<ProviderIntent | null> {
    const since = new Date(this.clock.now().getTime() - REUSE_WINDOW_MS);
    const open = await this.uow.run((tx) =>
      this.payments.findReusableIntent(tx, {
        userId: request.userId,
        provider: this.provider.name,
        kind: request.kind,
        tierCode: request.tierCode,
        scansQuantity: request.scansQuantity,
        since,
      }),
    );
    if (!open) return null;
    const intent =
      request.kind === 'plan_change'
        ? await this.provider.retrieveSetupIntent(open.id)
        : await this.provider.retrievePaymentIntent(open.id);
    const unchanged = intent?.status === 'requires_payment_method' && intent.clientSecret !== null;
    return unchanged && intent.amountCents === request.amountCents ? intent : null;
  }
}
