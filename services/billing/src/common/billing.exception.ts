/** Why a billing operation was refused; mapped to an HTTP status in one place (billing-errors.interceptor). */
export type BillingErrorKind =
  | 'invalid'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'quota_exceeded'
  | 'card_declined'
  | 'provider_unavailable'
  | 'not_enabled';

export class BillingException extends Error {
  constructor(
    readonly kind: BillingErrorKind,
    message: string,
    /** Extra fields for the JSON body (e.g. scansUsed, code). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'BillingException';
  }
}

export const PAYMENT_NOT_FOUND = 'Payment not found';

export function quotaExceeded(scansUsed: number): BillingException {
  return new BillingException(
    'quota_exceeded',
    `Scan limit reached. You have used ${scansUsed} of your monthly scans. Please upgrade your subscription to continue.`,
    { scansUsed, scansRemaining: 0 },
  );
}
