import { Controller, Get, Inject } from '@nestjs/common';
import { ConfirmLocalIntentRequestSchema, type LocalIntentResponse } from '@labellens/contracts';
import { Allow, CurrentUserId } from '@labellens/server-auth';
import { SERVICE_CONFIG, PostOk, ValidBody } from '@labellens/server-core';
import { BillingException } from '../common/billing.exception';
import type { BillingConfig } from '../config/billing.config';
import {
  type BillingClientConfigResponseDto,
  type ConfirmLocalIntentDto,
} from './dto/confirm-local-intent.dto';
import { LocalCheckoutService } from './local-checkout.service';
import { TEST_CARDS } from './providers/test-cards';

@Controller('api/billing')
export class LocalCheckoutController {
  constructor(
    private readonly local: LocalCheckoutService,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  /** Which payment form the client shows (Stripe Elements or the local test form). */
  @Get('config')
  @Allow('anonymous', 'user')
  clientConfig(): BillingClientConfigResponseDto {
    const local = this.config.PAYMENT_PROVIDER === 'local';
    return {
      provider: this.config.PAYMENT_PROVIDER,
      publishableKey: local ? null : (this.config.STRIPE_PUBLISHABLE_KEY ?? null),
      testCards: local
        ? Object.entries(TEST_CARDS).map(([number, card]) => ({
            number,
            outcome: card.failsOffSession
              ? 'succeeds, later renewals are declined'
              : (card.declineMessage ?? 'succeeds'),
          }))
        : [],
    };
  }

  /** The local provider's stand-in for Stripe.js confirmCardPayment / confirmCardSetup. */
  @PostOk('local/confirm')
  confirm(
    @CurrentUserId() userId: string,
    @ValidBody(ConfirmLocalIntentRequestSchema) body: ConfirmLocalIntentDto,
  ): Promise<LocalIntentResponse> {
    if (this.config.PAYMENT_PROVIDER !== 'local') {
      throw new BillingException(
        'not_enabled',
        'Local test payments are disabled (PAYMENT_PROVIDER=stripe).',
      );
    }
    return this.local.confirm(userId, body);
  }
}
