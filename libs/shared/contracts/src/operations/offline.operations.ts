import { ERROR_CODES } from '../vocabulary';
import {
  OfflineAllowanceRequestSchema,
  OfflineAllowanceResponseSchema,
  OfflineScanRequestSchema,
  OfflineScanResponseSchema,
} from '../offline';
import { op, type ApiOperation } from './operation';

const limit = `Scan limit reached: no scan left to hold (code ${ERROR_CODES.scanLimitReached})`;

/** Offline scanning (issue 17, scan service): an allowance while online, then each scan synced. */
export const OFFLINE_OPERATIONS: readonly ApiOperation[] = [
  op({
    id: 'requestOfflineAllowance',
    method: 'post',
    path: '/api/offline/allowance',
    tag: 'scan',
    auth: 'session',
    summary:
      'Hold scans of the quota for offline use (replacing the previous allowance) and get their token',
    body: OfflineAllowanceRequestSchema,
    response: OfflineAllowanceResponseSchema,
    success: { 201: 'The allowance' },
    errors: {
      400: `The request is not valid (code ${ERROR_CODES.invalidRequest})`,
      403: limit,
    },
  }),
  op({
    id: 'syncOfflineScan',
    method: 'post',
    path: '/api/offline/scans',
    tag: 'scan',
    auth: 'session',
    summary:
      'Sync one offline scan: analysed again on the server and charged to its allowance once',
    body: OfflineScanRequestSchema,
    response: OfflineScanResponseSchema,
    success: {
      201: 'Saved as a new scan (`replayed: false`)',
      200: 'This idempotency key was synced before: the same scan (`replayed: true`)',
    },
    errors: {
      400: `The request is not valid (code ${ERROR_CODES.invalidRequest})`,
      403: `The allowance is not valid for this person (code ${ERROR_CODES.allowanceInvalid}), or ${limit}`,
      404: 'The replayed scan has since been deleted',
      409: `Every scan of the allowance was synced (code ${ERROR_CODES.allowanceSpent})`,
      410: `The allowance has expired (code ${ERROR_CODES.allowanceExpired})`,
    },
  }),
];
