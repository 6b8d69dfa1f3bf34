import type { CreateSubscriptionRequestSchema } from '@labellens/contracts';
import type { z } from 'zod';

/** POST /api/subscription/create as validated: the tier code trimmed. */
export type CreateSubscriptionDto = z.output<typeof CreateSubscriptionRequestSchema>;
