import type { SetPreferenceRequestSchema } from '@labellens/contracts';
import type { z } from 'zod';

/** POST /api/preferences as validated: the name trimmed. */
export type SetPreferenceDto = z.output<typeof SetPreferenceRequestSchema>;
