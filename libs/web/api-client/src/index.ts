export {
  ApiError,
  apiRequest,
  getQueryFn,
  isUnauthorizedError,
  messageOr,
  readJson,
  requestJson,
  serverMessage,
  throwIfResNotOk,
  type HttpMethod,
  type UnauthorizedBehavior,
} from './http';
export { QUERY_CLIENT_DEFAULTS, createQueryClient } from './query-client';
export { ADMIN_QUERY_PREFIX, queryKeys } from './query-keys';
export { createSseParser } from './sse';
export { adminSession, isAdminSessionValid, type AdminSession } from './admin-session';
export * from './endpoints/auth.api';
export * from './endpoints/scan.api';
export * from './endpoints/scan-stream.api';
export * from './endpoints/preferences.api';
export * from './endpoints/profile.api';
export * from './endpoints/subscription.api';
export * from './endpoints/admin.api';
export * from './endpoints/identity.api';
export * from './endpoints/account.api';
export * from './endpoints/shopping-list.api';
export type * from './types';
