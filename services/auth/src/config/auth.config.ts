import { z } from 'zod';
import { commonServiceSchema } from '@labellens/server-config';

export const authConfigSchema = commonServiceSchema('auth', 3001);

export type AuthConfig = z.infer<typeof authConfigSchema>;
