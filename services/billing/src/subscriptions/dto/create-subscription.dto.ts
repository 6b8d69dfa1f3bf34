import type { CreateSubscriptionRequestSchema } from '@labellens/contracts';
import type { z } from 'zod';

/** POST /api/subscription/create as validated: the tier code trimmed. */
export type CreateSubscriptionDto = z.output<typeof CreateSubscriptionRequestSchema>;

/** Either a client secret to confirm with the provider, or a message when nothing needs paying. */
export type CreateSubscriptionResponseDto =
  { clientSecret: string; paymentIntentId?: string; setupIntentId?: string } | { message: string };
