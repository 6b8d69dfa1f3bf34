import { z } from 'zod';

/**
 * The requests of an owner's internal reconcile API (`/internal/reconcile/<rows>`), which the admin
 * service calls to repair its read models: a page of rows in id order after `after`, and which of
 * some ids have no row any more.
 */
export const reconcilePageSchema = z.object({
  after: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
export type ReconcilePageQuery = z.infer<typeof reconcilePageSchema>;

export const absentIdsSchema = z.object({ ids: z.array(z.string().min(1).max(100)).max(1000) });
export type AbsentIdsBody = z.infer<typeof absentIdsSchema>;
