import { z } from 'zod';

/*
 * Request fields the services validate with, and the words of their refusals: a 400's `message`
 * is `<field>: <text>` (libs/server/core's ZodValidationPipe), e.g. `productName: must be at most
 * 200 characters`.
 */

/**
 * A text field that must be present and not blank once trimmed (it is trimmed), at most `max`
 * characters: `message` answers an absent or blank value.
 */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** Text of at most `max` characters. */
export const text = (max: number) =>
  z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`);

/** At least one letter or digit: `;;;` or `- . -` is a misreading, not a list. */
export const hasWord = (s: string) => /[\p{L}\p{N}]/u.test(s);

/** A product name: trimmed, and null when nothing is left. */
export const productNameField = text(200)
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : null));

/** Refused when absent (`is required`), with `message` otherwise: zod's words read as a bug. */
export const requiredOr =
  (message: string) =>
  (issue: { input: unknown }): string =>
    issue.input === undefined ? 'is required' : message;
