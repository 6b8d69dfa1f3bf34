import { z } from 'zod';

/**
 * Stable machine-readable codes of refused calls. Clients switch on `code`, never on the message
 * text (which is for people and may be reworded or translated).
 */
export const ERROR_CODES = {
  /** 403 from /api/scan, /api/scan-stream: the plan's monthly scans (and credits) are used up. */
  scanLimitReached: 'scan_limit_reached',
  /** 403 from /api/auth/signin: the account exists but its e-mail is not verified yet. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** The `error` event of /api/scan-stream: the analysis failed after the stream began. */
  analysisFailed: 'analysis_failed',
  /** 402/400 from the in-app test payment provider (same codes as Stripe's card errors). */
  cardDeclined: 'card_declined',
  invalidNumber: 'invalid_number',
  invalidExpiry: 'invalid_expiry',
  expiredCard: 'expired_card',
  invalidCvc: 'invalid_cvc',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
export const ErrorCodeSchema = z
  .enum(Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]])
  .meta({ id: 'ErrorCode' });

/**
 * Every refused call answers this body (libs/server/core's exception filter): the person-facing
 * `message`, the HTTP `statusCode`, and where a client must tell cases apart, a stable `code`.
 * Some refusals add details (validation `issues`, the profile form's per-field `errors`, the
 * image-inspection `reason`, `scansUsed`).
 */
export const ApiErrorSchema = z
  .looseObject({
    message: z.string(),
    statusCode: z.number().int().min(400).max(599),
    code: z
      .string()
      .optional()
      .meta({
        description: `One of ${Object.values(ERROR_CODES).join(', ')}, or an identity error code of /api/email/action.`,
      }),
    issues: z
      .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
      .optional(),
    errors: z.record(z.string(), z.string()).optional(),
    reason: z.string().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

/** The plain acknowledgement several calls answer. */
export const MessageResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** True when `body` (a parsed error response) carries `code`. */
export function hasErrorCode(body: unknown, code: ErrorCode): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === code;
}
