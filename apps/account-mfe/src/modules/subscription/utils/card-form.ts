/** The local test card form: formatting as the user types and Stripe-like validation messages. */
import { luhnValid } from '@labellens/contracts/vocabulary';

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardFields, string>>;

export const TEST_CARD_PREFIX = 'Test mode: use ';
export const TEST_CARD_NUMBER = '4242 4242 4242 4242';
/** The note shown above the local test form. */
export const TEST_CARD_NOTE = `${TEST_CARD_PREFIX}${TEST_CARD_NUMBER}`;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Digits in groups of four ("4242 4242 4242 4242"), at most 19 digits. */
export function formatCardNumber(input: string): string {
  return digitsOf(input)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "MM/YY" while typing: a slash after the month, a leading zero for a single digit 2-9, and
 * deleting back over the slash works because only digits are kept.
 */
export function formatExpiry(input: string): string {
  let digits = digitsOf(input).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length <= 2)
    return digits.length === 2 && input.trim().endsWith('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvc(input: string): string {
  return digitsOf(input).slice(0, 4);
}

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | null;

export function cardBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return null;
}

export function validateCardNumber(number: string): string | undefined {
  const digits = digitsOf(number);
  if (digits.length < 12) return 'Your card number is incomplete.';
  if (!luhnValid(digits)) return 'Your card number is invalid.';
  return undefined;
}

export function validateExpiry(expiry: string, now: Date = new Date()): string | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return "Your card's expiration date is incomplete.";
  const month = Number(match[1]);
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  // A card is valid through the last day of its expiry month.
  const endOfMonth = Date.UTC(2000 + Number(match[2]), month, 1);
  if (endOfMonth <= now.getTime()) return "Your card's expiration date is in the past.";
  return undefined;
}

export function validateCvc(cvc: string): string | undefined {
  return /^\d{3,4}$/.test(cvc.trim()) ? undefined : "Your card's security code is incomplete.";
}

/** Every field's message; an empty object means the card can be sent. */
export function validateCard(card: CardFields, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = validateCardNumber(card.number);
  const expiry = validateExpiry(card.expiry, now);
  const cvc = validateCvc(card.cvc);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  return errors;
}

/** The body fields of POST /api/billing/local/confirm. */
export function toLocalCard(card: CardFields): { cardNumber: string; expiry: string; cvc: string } {
  return { cardNumber: digitsOf(card.number), expiry: card.expiry.trim(), cvc: card.cvc.trim() };
}
