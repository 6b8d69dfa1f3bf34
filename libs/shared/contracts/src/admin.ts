import { z } from 'zod';
import { apiObject } from './api-object';

/** Admin analytics (spec 02 §3). Revenue in cents; "today" and "this month" are UTC. */
export const AdminAnalyticsSchema = apiObject('AdminAnalytics', {
  users: z.object({ totalUsers: z.number(), newUsersToday: z.number(), activeUsers: z.number() }),
  revenue: z.object({ totalRevenue: z.number(), monthlyRevenue: z.number() }),
  usage: z.object({ totalScans: z.number(), scansToday: z.number() }),
});
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;

export const ADMIN_LIST_DEFAULT_LIMIT = 20;
export const ADMIN_LIST_MAX_LIMIT = 100;
const LIMIT_MESSAGE = `must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}`;
export const ADMIN_LIST_CURSOR_MESSAGE =
  'is not a valid cursor (pass nextCursor from the previous page)';

/**
 * `?limit=1..100&cursor=<nextCursor>` of the three admin lists; other query parameters are
 * ignored. The cursor is opaque here: the admin service decodes it for the list it pages.
 */
export const AdminListQuerySchema = z.object({
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^[0-9]{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= ADMIN_LIST_MAX_LIMIT, LIMIT_MESSAGE)
    .optional()
    .transform((n) => n ?? ADMIN_LIST_DEFAULT_LIMIT),
  cursor: z.string({ error: ADMIN_LIST_CURSOR_MESSAGE }).optional(),
});

export const AdminUserRowSchema = apiObject('AdminUserRow', {
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  subscriptionTier: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

/** The first fields of a fact about one user (a scan, a payment): its id and the user's. */
const userFactFields = { id: z.string(), userId: z.string() };

/** `userId` is `deleted-…` for a deleted user. */
export const AdminScanRowSchema = apiObject('AdminScanRow', {
  ...userFactFields,
  productName: z.string().nullable(),
  scannedAt: z.string(),
});
export type AdminScanRow = z.infer<typeof AdminScanRowSchema>;

/** `amount` in cents. */
export const AdminPaymentRowSchema = apiObject('AdminPaymentRow', {
  ...userFactFields,
  amount: z.number(),
  scansGranted: z.number(),
  createdAt: z.string(),
});
export type AdminPaymentRow = z.infer<typeof AdminPaymentRowSchema>;

/** One page of an admin list, its rows under `key`; `nextCursor` is null on the last page. */
function adminPage<K extends string, R extends z.ZodType>(key: K, row: R, id: string) {
  const rows = { [key]: z.array(row) } as { [P in K]: z.ZodArray<R> };
  return z.object({ ...rows, nextCursor: z.string().nullable() }).meta({ id });
}

export const AdminUsersPageSchema = adminPage('users', AdminUserRowSchema, 'AdminUsersPage');
export const AdminScansPageSchema = adminPage('scans', AdminScanRowSchema, 'AdminScansPage');
export const AdminPaymentsPageSchema = adminPage(
  'payments',
  AdminPaymentRowSchema,
  'AdminPaymentsPage',
);
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;
export type AdminScansPage = z.infer<typeof AdminScansPageSchema>;
export type AdminPaymentsPage = z.infer<typeof AdminPaymentsPageSchema>;
