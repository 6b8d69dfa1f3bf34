import {
  AdminAnalyticsSchema,
  AdminListQuerySchema,
  AdminPaymentsPageSchema,
  AdminScansPageSchema,
  AdminUsersPageSchema,
} from '../admin';
import { op, type ApiOperation } from './operation';

/** The administrator dashboard (admin service). */
export const ADMIN_OPERATIONS: readonly ApiOperation[] = [
  op({
    id: 'getAdminAnalytics',
    method: 'get',
    path: '/api/admin/analytics',
    tag: 'admin',
    auth: 'admin',
    summary: 'Users, revenue and usage figures',
    response: AdminAnalyticsSchema,
  }),
  op({
    id: 'getAdminUsers',
    method: 'get',
    path: '/api/admin/users',
    tag: 'admin',
    auth: 'admin',
    summary: 'Users, newest first',
    query: AdminListQuerySchema,
    response: AdminUsersPageSchema,
  }),
  op({
    id: 'getAdminScans',
    method: 'get',
    path: '/api/admin/scans',
    tag: 'admin',
    auth: 'admin',
    summary: 'Scans, newest first',
    query: AdminListQuerySchema,
    response: AdminScansPageSchema,
  }),
  op({
    id: 'getAdminPayments',
    method: 'get',
    path: '/api/admin/payments',
    tag: 'admin',
    auth: 'admin',
    summary: 'Payments, newest first',
    query: AdminListQuerySchema,
    response: AdminPaymentsPageSchema,
  }),
];
