/**
 * The Luhn checksum every card number carries (ISO/IEC 7812): the page checks it before sending a
 * card and the in-app test payment provider checks it again, as Stripe.js and Stripe do.
 */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
