import { z } from 'zod';
import { commonServiceSchema, httpUrl } from '@labellens/server-config';

export const adminConfigSchema = commonServiceSchema('admin', 3004).and(
  z.object({
    /** `npm run admin:rebuild` fails when no event is applied for this long before it caught up. */
    ADMIN_REBUILD_STALL_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** Kafka only: the rebuild stops after this long without a new event (no offsets to compare). */
    ADMIN_REBUILD_KAFKA_QUIET_MS: z.coerce.number().int().positive().default(10_000),
    /**
     * How often the read models are reconciled with the owning services' databases (0 = never):
     * what the event bus lost (a broker without persistence, a trimmed stream) is added from there.
     */
    ADMIN_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
    /** Base URLs of the owning services' internal reconciliation APIs. */
    AUTH_URL: httpUrl.default('http://127.0.0.1:3001'),
    SCAN_URL: httpUrl.default('http://127.0.0.1:3002'),
    BILLING_URL: httpUrl.default('http://127.0.0.1:3003'),
  }),
);

export type AdminConfig = z.infer<typeof adminConfigSchema>;
