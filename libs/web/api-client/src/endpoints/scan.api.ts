import { ERROR_CODES, hasErrorCode } from '@labellens/contracts/vocabulary';
import { ApiError, apiRequest, requestJson, throwIfResNotOk } from '../http';
import { queryKeys } from '../query-keys';
import { createSseParser } from '../sse';
import type {
  CreateScanRequest,
  ExtractIngredientsResponse,
  NutritionData,
  ScanDetail,
  ScanHistoryItem,
  ScanNutritionRequest,
  ScanNutritionResponse,
  ScanResult,
  ScanStreamEvent,
  ScanStreamRequest,
} from '../types';

export function extractIngredients(image: string): Promise<ExtractIngredientsResponse> {
  return requestJson('POST', '/api/extract-ingredients', { image, ocrProvider: 'textract' });
}

export function extractNutrition(image: string): Promise<NutritionData> {
  return requestJson('POST', '/api/extract-nutrition', { image, ocrProvider: 'textract' });
}

export function createScan(body: CreateScanRequest): Promise<ScanResult> {
  return requestJson('POST', '/api/scan', body);
}

export function scanNutrition(body: ScanNutritionRequest): Promise<ScanNutritionResponse> {
  return requestJson('POST', '/api/scan-nutrition', body);
}

export function getScanHistory(): Promise<ScanHistoryItem[]> {
  return requestJson('GET', queryKeys.scanHistory);
}

export function getScan(id: string): Promise<ScanDetail> {
  return requestJson('GET', queryKeys.scan(id));
}

/** True for a scan refused because the plan's scans are used up (403, code `scan_limit_reached`). */
export function isScanLimitError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    hasErrorCode(error.data, ERROR_CODES.scanLimitReached)
  );
}

/** DELETE /api/scan/{id} — removes one of the signed-in user's scans (404 when not theirs). */
export async function deleteScan(id: string): Promise<void> {
  await apiRequest('DELETE', queryKeys.scan(id));
}

/** DELETE /api/scan-history — clears the signed-in user's history. */
export async function clearScanHistory(): Promise<void> {
  await apiRequest('DELETE', queryKeys.scanHistory);
}

/**
 * POST /api/scan-stream: server-sent events, one JSON event per "data: " line. The session
 * cookie authenticates the stream (the gateway turns it into the service identity).
 */
export async function streamScan(
  body: ScanStreamRequest,
  onEvent: (event: ScanStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const res = await fetch('/api/scan-stream', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(res);
  const reader = res.body?.getReader();
  if (!reader) throw new Error('No response body reader');
  const decoder = new TextDecoder();
  const parser = createSseParser(onEvent);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}
