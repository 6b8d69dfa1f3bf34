import { z } from 'zod';
import { commonServiceSchema } from '@labellens/server-config';

export const adminConfigSchema = commonServiceSchema('admin', 3004).and(
  z.object({
    /** `npm run admin:rebuild` fails when no event is applied for this long before it caught up. */
    ADMIN_REBUILD_STALL_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** Kafka only: the rebuild stops after this long without a new event (no offsets to compare). */
    ADMIN_REBUILD_KAFKA_QUIET_MS: z.coerce.number().int().positive().default(10_000),
  }),
);

export type AdminConfig = z.infer<typeof adminConfigSchema>;
