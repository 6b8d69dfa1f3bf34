import { z } from 'zod';
import { commonServiceSchema } from '@labellens/server-config';

export const billingConfigSchema = commonServiceSchema('billing', 3003);

export type BillingConfig = z.infer<typeof billingConfigSchema>;
