import { luhnValid } from '@labellens/contracts/vocabulary';
import { BillingException } from '../../common/billing.exception';

/** How the local provider treats a test card (numbers from Stripe's testing docs). */
export interface TestCardBehaviour {
  brand: string;
  /** null = confirmation succeeds. */
  declineMessage: string | null;
  declineCode?: string;
  /** Confirms fine, but later off-session charges (renewals) are declined. */
  failsOffSession?: boolean;
}

export const TEST_CARDS: Record<string, TestCardBehaviour> = {
  '4242424242424242': { brand: 'visa', declineMessage: null },
  '5555555555554444': { brand: 'mastercard', declineMessage: null },
  '4000000000000002': {
    brand: 'visa',
    declineMessage: 'Your card was declined.',
    declineCode: 'generic_decline',
  },
  '4000000000009995': {
    brand: 'visa',
    declineMessage: 'Your card has insufficient funds.',
    declineCode: 'insufficient_funds',
  },
  '4000000000000341': { brand: 'visa', declineMessage: null, failsOffSession: true },
};

const NON_TEST_CARD: TestCardBehaviour = {
  brand: 'unknown',
  declineMessage: 'Your card was declined. Use a test card such as 4242 4242 4242 4242.',
  declineCode: 'test_mode_live_card',
};

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/**
 * Checks a card the way Stripe.js does before it ever reaches the network, with Stripe's messages.
 * Returns the digits and the test-card behaviour.
 */
export function validateCard(
  card: CardInput,
  now: Date,
): { number: string; behaviour: TestCardBehaviour } {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    throw new BillingException('invalid', 'Your card number is invalid.', {
      code: 'invalid_number',
    });
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = expiry ? Number(expiry[1]) : NaN;
  if (!expiry || month < 1 || month > 12) {
    throw new BillingException('invalid', "Your card's expiration date is invalid.", {
      code: 'invalid_expiry',
    });
  }
  const yearText = expiry[2];
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  // A card is valid through the last day of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) {
    throw new BillingException('invalid', 'Your card has expired.', { code: 'expired_card' });
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    throw new BillingException('invalid', "Your card's security code is invalid.", {
      code: 'invalid_cvc',
    });
  }
  return { number, behaviour: TEST_CARDS[number] ?? NON_TEST_CARD };
}
