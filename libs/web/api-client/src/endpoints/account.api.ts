import { apiRequest, requestJson } from '../http';
import type { DeleteAccountRequest } from '../types';

/** Downloads of the data-rights section (GET, session cookie). */
export const ACCOUNT_EXPORT_URL = '/api/account/export';
export const SCAN_HISTORY_CSV_URL = '/api/export/scans.csv';

/** A file answered by the server, with the name its Content-Disposition suggests. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** Reads `filename="..."` (or RFC 5987 `filename*=UTF-8''...`) from a Content-Disposition header. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

/** Fetches a download with the session cookie; non-OK answers throw ApiError like every call. */
export async function fetchDownload(path: string, fallbackName: string): Promise<DownloadedFile> {
  const res = await apiRequest('GET', path);
  return {
    blob: await res.blob(),
    filename: filenameFromDisposition(res.headers.get('content-disposition'), fallbackName),
  };
}

/** DELETE /api/account: erases the account; the server clears the session cookie. */
export function deleteAccount(body: DeleteAccountRequest): Promise<{ message?: string } | null> {
  return requestJson('DELETE', '/api/account', body);
}
