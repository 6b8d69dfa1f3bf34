import { BadRequestException } from '@nestjs/common';
import { ProfileSetupRequestSchema } from '@labellens/contracts';
import type { z } from 'zod';

/** POST /api/profile/setup's body as auth stores it (numbers read as integers, blanks as null). */
export type ProfileSetup = z.output<typeof ProfileSetupRequestSchema>;

/** The body checked field by field: 400 with the first field's message and every field's. */
export function parseProfileSetup(body: unknown): ProfileSetup {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequestException('Request body must be a JSON object');
  const result = ProfileSetupRequestSchema.safeParse(body);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  throw new BadRequestException({ message: Object.values(errors)[0], errors });
}
