import { ADMIN_OPERATIONS } from './operations/admin.operations';
import { AUTH_OPERATIONS } from './operations/auth.operations';
import { BILLING_OPERATIONS } from './operations/billing.operations';
import { EMAIL_OPERATIONS } from './operations/email.operations';
import { EXPORT_OPERATIONS } from './operations/export.operations';
import { MFA_OPERATIONS } from './operations/mfa.operations';
import { OFFLINE_OPERATIONS } from './operations/offline.operations';
import type { ApiOperation } from './operations/operation';
import { SCAN_OPERATIONS } from './operations/scan.operations';
import { SHOPPING_LIST_OPERATIONS } from './operations/shopping-list.operations';

export type { ApiOperation, OperationAuth } from './operations/operation';

/** Every call of spec 01 §7 and spec 02 §7, plus the few the screens make beyond them. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...AUTH_OPERATIONS,
  ...EMAIL_OPERATIONS,
  ...MFA_OPERATIONS,
  ...SCAN_OPERATIONS,
  ...OFFLINE_OPERATIONS,
  ...SHOPPING_LIST_OPERATIONS,
  ...EXPORT_OPERATIONS,
  ...BILLING_OPERATIONS,
  ...ADMIN_OPERATIONS,
];

/** The operation for a method and an OpenAPI path, or throws: contract tests look calls up by it. */
export function operation(method: ApiOperation['method'], path: string): ApiOperation {
  const found = API_OPERATIONS.find((o) => o.method === method && o.path === path);
  if (!found) throw new Error(`No contract for ${method.toUpperCase()} ${path}`);
  return found;
}
