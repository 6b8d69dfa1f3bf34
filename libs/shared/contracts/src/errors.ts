import { z } from 'zod';
import { apiObject } from './api-object';

import { ERROR_CODES, type ErrorCode } from './vocabulary';

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
export const MessageResponseSchema = apiObject('MessageResponse', { message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
