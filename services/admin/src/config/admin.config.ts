import { z } from 'zod';
import { commonServiceSchema } from '@labellens/server-config';

export const adminConfigSchema = commonServiceSchema('admin', 3004);

export type AdminConfig = z.infer<typeof adminConfigSchema>;
