import { z } from 'zod';

export const createSubscriptionSchema = z.object({
  tierCode: z
    .string({ error: 'tierCode is required (free, basic or premium)' })
    .trim()
    .min(1, 'tierCode is required (free, basic or premium)')
    .max(40),
});
export type CreateSubscriptionDto = z.infer<typeof createSubscriptionSchema>;

/** Either a client secret to confirm with the provider, or a message when nothing needs paying. */
export type CreateSubscriptionResponseDto =
  { clientSecret: string; paymentIntentId?: string; setupIntentId?: string } | { message: string };
