import { z } from 'zod';

/**
 * A text field of a request that must be present and not blank once trimmed (it is trimmed), at
 * most `max` characters: `message` answers an absent or blank value.
 */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);
