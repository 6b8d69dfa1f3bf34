import { ERROR_CODES, hasErrorCode } from '@labellens/contracts/vocabulary';
import { ApiError, apiRequest, requestJson } from '../http';
import { queryKeys } from '../query-keys';
import type {
  CreateScanRequest,
  ExtractIngredientsResponse,
  NutritionData,
  ScanDetail,
  ScanHistoryItem,
  ScanNutritionRequest,
  ScanNutritionResponse,
  ScanResult,
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
