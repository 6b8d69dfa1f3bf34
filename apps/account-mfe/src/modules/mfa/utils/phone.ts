/** E.164: a plus sign, the country code and the number, 7 to 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

/** Strips spaces, dashes, dots and brackets people type in phone numbers. */
export function normalisePhone(input: string): string {
  return input.replace(/[\s\-().]/g, '');
}

/** The reason a phone number is refused, or null. */
export function phoneProblem(input: string): string | null {
  const phone = normalisePhone(input);
  if (!phone) return 'Phone number is required';
  if (!phone.startsWith('+')) return 'Include your country code, for example +1 for the US';
  if (!E164.test(phone)) return 'Please enter a valid phone number with its country code';
  return null;
}
