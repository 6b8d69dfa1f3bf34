/**
 * The public API's shapes as zod schemas (spec 01 §3/§7, spec 02 §3/§7): the services answer them,
 * the gateway documents them (OpenAPI at /api/openapi.json) and the web client is typed from them.
 * Isomorphic: only zod at run time, so web and server code both import it.
 */
export * from './vocabulary';
export * from './enums';
export * from './errors';
export * from './auth';
export * from './auth-requests';
export * from './scan';
export * from './scan-requests';
export * from './scan-stream';
export * from './offline';
export * from './shopping-list';
export * from './exports';
export * from './billing';
export * from './admin';
export * from './operations';
export { buildOpenApiDocument } from './openapi';
export { requiredText } from './request-fields';

import type { CurrentUser } from './auth';
import type { Plan, SubscriptionStatus } from './billing';
import type { ScanStreamEvent } from './scan-stream';

/** Older names kept for the services that import them. */
export type CurrentUserDto = CurrentUser;
export type PlanDto = Plan;
export type SubscriptionStatusDto = SubscriptionStatus;
export type StreamEventDto = ScanStreamEvent;

export interface ServiceHealthDto {
  status: 'ok' | 'degraded';
  services: Record<string, { status: 'up' | 'down'; error?: string }>;
}
