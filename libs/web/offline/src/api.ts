// The server's half of offline scanning (issue 17): the allowance and the upload of offline scans.
// Typed from the contracts; `import type` only, so no zod reaches the pages.
import type {
  OfflineAllowanceRequest,
  OfflineAllowanceResponse,
  OfflineScanRequest,
  OfflineScanResponse as OfflineScanContract,
} from '@labellens/contracts';
import { ERROR_CODES } from '@labellens/contracts/vocabulary';

export type AllowanceResponse = OfflineAllowanceResponse;

/** The upload's body; `preferredLanguage` is the page's language choice (`English`, `es`). */
export type OfflineScanUpload = OfflineScanRequest;

export type OfflineScanResponse = OfflineScanContract;

export class OfflineApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
  }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  const text = await res.text();
  if (!res.ok) {
    let code: string | null = null;
    try {
      code = (JSON.parse(text) as { code?: string }).code ?? null;
    } catch {
      code = null;
    }
    throw new OfflineApiError(res.status, code, text);
  }
  return JSON.parse(text) as T;
}

export const requestAllowance = () =>
  post<AllowanceResponse>('/api/offline/allowance', {} satisfies OfflineAllowanceRequest);
export const uploadOfflineScan = (body: OfflineScanUpload) =>
  post<OfflineScanResponse>('/api/offline/scans', body);

/** The online scan's "Scan limit reached" refusal (403), also answered when no allowance can be given. */
export function isScanLimitError(error: unknown): boolean {
  return (
    error instanceof OfflineApiError &&
    error.status === 403 &&
    error.code === ERROR_CODES.scanLimitReached
  );
}
