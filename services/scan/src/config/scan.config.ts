import { z } from 'zod';
import { commonServiceSchema } from '@labellens/server-config';

export const scanConfigSchema = commonServiceSchema('scan', 3002);

export type ScanConfig = z.infer<typeof scanConfigSchema>;
