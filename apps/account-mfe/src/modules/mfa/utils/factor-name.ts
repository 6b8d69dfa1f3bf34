import type { MfaFactor } from '@labellens/web-api-client';

/** How a second factor is named to its owner: its own name, else the phone number or kind. */
export function factorName(factor: MfaFactor): string {
  if (factor.kind === 'totp') return factor.displayName || 'Authenticator app';
  return factor.displayName || factor.phoneNumber || 'Phone';
}
