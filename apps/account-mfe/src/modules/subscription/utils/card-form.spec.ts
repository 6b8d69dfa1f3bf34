import {
  cardBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  toLocalCard,
  validateCard,
} from './card-form';

const NOW = new Date('2026-03-15T12:00:00Z');

describe('local test card form', () => {
  it('groups the number in fours and keeps at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42x42')).toBe('4242 4242');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('formats the expiry as MM/YY while typing', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(formatCvc('12a34')).toBe('1234');
  });

  it('accepts the test card with a future expiry', () => {
    expect(
      validateCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, NOW),
    ).toEqual({});
    // Valid through the last day of the expiry month.
    expect(validateCard({ number: '4242424242424242', expiry: '03/26', cvc: '1234' }, NOW)).toEqual(
      {},
    );
  });

  it('reports each field inline with Stripe-like messages', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '' }, NOW)).toEqual({
      number: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(
      validateCard({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' }, NOW),
    ).toEqual({
      number: 'Your card number is invalid.',
      expiry: "Your card's expiration date is invalid.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(validateCard({ number: '4242424242424242', expiry: '02/26', cvc: '123' }, NOW)).toEqual({
      expiry: "Your card's expiration date is in the past.",
    });
  });

  it('names the brand and sends digits only', () => {
    expect(cardBrand('4242')).toBe('Visa');
    expect(cardBrand('5555 5555')).toBe('Mastercard');
    expect(cardBrand('3782')).toBe('American Express');
    expect(cardBrand('9')).toBeNull();
    expect(toLocalCard({ number: '4242 4242 4242 4242', expiry: ' 12/30 ', cvc: '123' })).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
  });
});
