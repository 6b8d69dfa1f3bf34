import { dictionary } from '@zxcvbn-ts/language-common';

// The 49k most common passwords (zxcvbn's list); only those long enough to pass the length rule matter.
const COMMON = new Set(
  dictionary['passwords-common'].filter((p) => p.length >= 8).map((p) => p.toLowerCase()),
);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Returns the reason a password is refused, or null (NIST 800-63B: length plus a blocklist, no composition rules). */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN)
    return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return 'This password is too common. Please choose a less guessable one.';
  if (email && lower === email.toLowerCase()) return 'Password must not be your email address.';
  return null;
}
