import { BadRequestException } from '@nestjs/common';
import { ACTIVITY_LEVELS, DIETS, GOALS, SEXES } from '@labellens/contracts';
import { z } from 'zod';

// Spec 02 §5: the messages shown under each field.
export const PROFILE_MESSAGES = {
  age: 'Please enter a valid age between 13 and 120',
  sex: 'Please select your sex',
  weight: 'Please enter a valid weight between 20-300 kg',
  height: 'Please enter a valid height between 100-250 cm',
  activityLevel: 'Please select your activity level',
  goal: 'Please select your goal',
  diet: 'Please select a diet from the list',
  allergies: 'Allergies must be text of at most 1000 characters',
  healthConcerns: 'Health concerns must be text of at most 2000 characters',
} as const;

/** Numbers are read as integers, as the form does ("72.5" → 72); absent is null. */
function toInt(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : NaN;
  // An array reads as its elements joined with commas, as String() would have it.
  const digits = typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : null;
  return digits === null ? NaN : Number.parseInt(digits, 10);
}

const whole = (min: number, max: number, error: string) =>
  z.preprocess(toInt, z.number({ error }).int({ error }).min(min, { error }).max(max, { error }));

const optionalWhole = (min: number, max: number, error: string) =>
  z.preprocess(
    toInt,
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).nullable(),
  );

/** Free text: a list is joined with ", ", blank is null. */
const freeText = (max: number, error: string) =>
  z.preprocess(
    (v) => (v === undefined ? null : Array.isArray(v) ? v.map(String).join(', ') : v),
    z
      .string({ error })
      .max(max, { error })
      .nullable()
      .transform((v) => v?.trim() || null),
  );

const choice = (values: readonly [string, ...string[]], error: string) => z.enum(values, { error });

/** POST /api/profile/setup's body as auth stores it (the contract's request, read as the form sends it). */
export const profileSetupSchema = z.object({
  age: whole(13, 120, PROFILE_MESSAGES.age),
  sex: choice(SEXES, PROFILE_MESSAGES.sex),
  weight: optionalWhole(20, 300, PROFILE_MESSAGES.weight),
  height: optionalWhole(100, 250, PROFILE_MESSAGES.height),
  activityLevel: choice(ACTIVITY_LEVELS, PROFILE_MESSAGES.activityLevel),
  goal: choice(GOALS, PROFILE_MESSAGES.goal),
  diet: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    choice(DIETS, PROFILE_MESSAGES.diet).nullable(),
  ),
  allergies: freeText(1000, PROFILE_MESSAGES.allergies),
  healthConcerns: freeText(2000, PROFILE_MESSAGES.healthConcerns),
});
export type ProfileSetup = z.infer<typeof profileSetupSchema>;

/** The body checked field by field: 400 with the first field's message and every field's. */
export function parseProfileSetup(body: unknown): ProfileSetup {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequestException('Request body must be a JSON object');
  const result = profileSetupSchema.safeParse(body);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  throw new BadRequestException({ message: Object.values(errors)[0], errors });
}
