import { Injectable } from '@nestjs/common';
import type {
  CreatePaygPaymentResponse,
  ProcessAllPendingResponse,
  ProcessPaygPaymentResponse,
} from '@labellens/contracts';
import { BillingException } from '../common/billing.exception';
import { ClockService } from '../common/clock.service';
import { UnitOfWorkService } from '../common/unit-of-work.service';
import { LedgerService } from '../ledger/ledger.service';
import { paygAmountCents } from '../plans/plans.catalog';
import { CheckoutService } from '../payments/checkout.service';
import { FulfilmentService, ownedIntent } from '../payments/fulfilment.service';
import { PaymentRepository } from '../payments/payment.repository';
import { PaymentProvider } from '../payments/providers/payment.provider';

/** Open payments older than this are no longer swept by process-all-pending. */
const PENDING_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** Pay-as-you-go credits: buy, then process the payment (or let the webhook do it). */
@Injectable()
export class PaygService {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly fulfilment: FulfilmentService,
    private readonly ledger: LedgerService,
    private readonly payments: PaymentRepository,
    private readonly uow: UnitOfWorkService,
    private readonly clock: ClockService,
    private readonly provider: PaymentProvider,
  ) {}

  async createPayment(userId: string, scansQuantity: number): Promise<CreatePaygPaymentResponse> {
    const customerId = (await this.ledger.snapshot(userId)).account.providerCustomerId;
    const amount = paygAmountCents(scansQuantity);
    const intent = await this.checkout.open(
      { userId, kind: 'payg', tierCode: null, scansQuantity, amountCents: amount },
      customerId,
    );
    return {
      clientSecret: intent.clientSecret as string,
      paymentIntentId: intent.id,
      scansQuantity,
      amount,
    };
  }

  /** Returns the scans this payment granted, whether now or by an earlier webhook or call. */
  async processPayment(
    userId: string,
    paymentIntentId: string,
  ): Promise<ProcessPaygPaymentResponse> {
    const { intent, purpose } = ownedIntent(
      await this.provider.retrievePaymentIntent(paymentIntentId),
      userId,
    );
    if (purpose.kind !== 'payg')
      throw new BillingException('invalid', 'This payment is not a pay-as-you-go purchase.');
    const { payment } = await this.uow.run((tx) =>
      this.fulfilment.fulfilPayment(tx, intent, this.clock.now()),
    );
    const { ledger } = await this.ledger.snapshot(userId);
    return { scansGranted: payment.scansGranted, paygCredits: ledger.credits };
  }

  /** Sweeps the caller's open pay-as-you-go payments and fulfils those that succeeded meanwhile. */
  async processAllPending(userId: string): Promise<ProcessAllPendingResponse> {
    const now = this.clock.now();
    const pending = await this.uow.run((tx) =>
      this.payments.pendingIntents(
        tx,
        userId,
        this.provider.name,
        'payg',
        new Date(now.getTime() - PENDING_WINDOW_MS),
      ),
    );
    let scansAdded = 0;
    let processedPayments = 0;
    for (const open of pending) {
      const intent = await this.provider.retrievePaymentIntent(open.id);
      if (!intent || intent.metadata.userId !== userId) continue;
      if (intent.status === 'canceled') {
        await this.uow.run((tx) => this.payments.markCheckoutIntent(tx, open.id, 'failed', now));
        continue;
      }
      if (intent.status !== 'succeeded') continue;
      const result = await this.uow.run((tx) => this.fulfilment.fulfilPayment(tx, intent, now));
      if (result.newlyFulfilled) {
        scansAdded += result.payment.scansGranted;
        processedPayments += 1;
      }
    }
    return { scansAdded, processedPayments };
  }
}
