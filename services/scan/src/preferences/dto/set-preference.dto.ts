import type { SetPreferenceRequestSchema } from '@labellens/contracts';
import type { z } from 'zod';

/** POST /api/preferences as validated: the name trimmed. */
export type SetPreferenceDto = z.output<typeof SetPreferenceRequestSchema>;

export interface PreferenceEntryDto {
  id: string;
  ingredient: { name: string };
}

/** Spec 02 §3 "Preferences response". */
export interface PreferencesResponseDto {
  safe: PreferenceEntryDto[];
  concern: PreferenceEntryDto[];
  allergy: PreferenceEntryDto[];
}
