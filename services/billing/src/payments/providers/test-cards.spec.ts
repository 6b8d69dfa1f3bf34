import { BillingException } from '../../common/billing.exception';
import { validateCard } from './test-cards';

const NOW = new Date('2025-06-15T00:00:00Z');

function message(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof BillingException) return err.message;
    throw err;
  }
  return 'no error';
}

describe('card validation', () => {
  it('applies the Luhn check', () => {
    expect(
      message(() =>
        validateCard({ cardNumber: '4242424242424241', expiry: '12/30', cvc: '123' }, NOW),
      ),
    ).toBe('Your card number is invalid.');
  });

  it('accepts a test card with spaces and a 2- or 4-digit year', () => {
    expect(
      validateCard({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, NOW)
        .behaviour.declineMessage,
    ).toBeNull();
    expect(
      validateCard({ cardNumber: '4000000000000002', expiry: '06 / 2025', cvc: '1234' }, NOW)
        .behaviour.declineMessage,
    ).toBe('Your card was declined.');
  });

  it('rejects bad numbers, dates and security codes with clear messages', () => {
    expect(
      message(() =>
        validateCard({ cardNumber: '4242424242424241', expiry: '12/30', cvc: '123' }, NOW),
      ),
    ).toBe('Your card number is invalid.');
    expect(
      message(() => validateCard({ cardNumber: 'abcd', expiry: '12/30', cvc: '123' }, NOW)),
    ).toBe('Your card number is invalid.');
    expect(
      message(() =>
        validateCard({ cardNumber: '4242424242424242', expiry: '13/30', cvc: '123' }, NOW),
      ),
    ).toBe("Your card's expiration date is invalid.");
    expect(
      message(() =>
        validateCard({ cardNumber: '4242424242424242', expiry: '05/25', cvc: '123' }, NOW),
      ),
    ).toBe('Your card has expired.');
    expect(
      message(() =>
        validateCard({ cardNumber: '4242424242424242', expiry: '12/30', cvc: '12' }, NOW),
      ),
    ).toBe("Your card's security code is invalid.");
  });
});
