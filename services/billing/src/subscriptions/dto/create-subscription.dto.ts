import { requiredText } from '@labellens/server-core';
import { z } from 'zod';

export const createSubscriptionSchema = z.object({
  tierCode: requiredText('tierCode is required (free, basic or premium)', 40),
});
export type CreateSubscriptionDto = z.infer<typeof createSubscriptionSchema>;

/** Either a client secret to confirm with the provider, or a message when nothing needs paying. */
export type CreateSubscriptionResponseDto =
  { clientSecret: string; paymentIntentId?: string; setupIntentId?: string } | { message: string };
