import type { ActivateSubscriptionRequestSchema } from '@labellens/contracts';
import type { z } from 'zod';

/** POST /api/subscription/activate as validated: exactly one of the two intent ids. */
export type ActivateSubscriptionDto = z.output<typeof ActivateSubscriptionRequestSchema>;
