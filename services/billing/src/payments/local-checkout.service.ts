import { Injectable, Logger } from '@nestjs/common';
import type { LocalIntentResponse } from '@labellens/contracts';
import type { ConfirmLocalIntentDto } from './dto/confirm-local-intent.dto';
import { ProviderEventsService } from './provider-events.service';
import { LocalPaymentProvider } from './providers/local-payment.provider';

/**
 * Confirms a local intent, then delivers the provider event in-process, as Stripe would send a
 * webhook: fulfilment happens even if the client never calls activate / process-payment.
 */
@Injectable()
export class LocalCheckoutService {
  private readonly logger = new Logger('LocalCheckout');

  constructor(
    private readonly provider: LocalPaymentProvider,
    private readonly providerEvents: ProviderEventsService,
  ) {}

  async confirm(userId: string, body: ConfirmLocalIntentDto): Promise<LocalIntentResponse> {
    const intent = await this.provider.confirm(userId, body.clientSecret, body);
    const type = intent.kind === 'payment' ? 'payment_intent.succeeded' : 'setup_intent.succeeded';
    // Like a webhook, delivery failures do not fail the confirmation; activation still fulfils.
    await this.providerEvents
      .handle({ id: `evt_local_${intent.id}`, type, intent })
      .catch((err: unknown) => {
        this.logger.error(
          `Local event for ${intent.id} failed: ${err instanceof Error ? err.message : String(err)}`,
        );
      });
    return {
      id: intent.id,
      object: intent.kind === 'payment' ? 'payment_intent' : 'setup_intent',
      status: intent.status,
      paymentMethodId: intent.paymentMethodId,
    };
  }
}
