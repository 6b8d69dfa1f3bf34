// The scan page's device path (issue 17): with the network off (navigator.onLine false, or the
// server could not be reached), a photo is read and a list rated on the device, and the scan kept
// in IndexedDB until it can be sent. Online, nothing here runs: the server path stays the default.
import { displayLanguageCode } from '@labellens/contracts/vocabulary';
import type { ExtractIngredientsResponse, ScanResult } from '@labellens/web-api-client';
import {
  allowanceLeft,
  analyseOnDevice,
  analysedText,
  getAllowance,
  getPersonalCopy,
  getReadiness,
  readLabelText,
  recognizeOnDevice,
  saveOfflineScan,
  setAllowance,
  type OfflineReadiness,
} from '@labellens/web-offline';

/** The server could not be reached on the last try (a fetch that failed, not an HTTP error). */
let unreachable = false;

export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError || (error instanceof DOMException && error.name === 'NetworkError')
  );
}

async function readiness(): Promise<OfflineReadiness | undefined> {
  try {
    return await getReadiness();
  } catch {
    return undefined;
  }
}

/** The device path is taken: offline (or the server unreachable) and "Use offline" done. */
export async function deviceMode(): Promise<boolean> {
  if (navigator.onLine && !unreachable) return false;
  return Boolean(await readiness());
}

/** Refused on the device: the offline allowance is spent, expired or was never granted. */
export class OfflineLimitError extends Error {
  constructor() {
    super('Scan limit reached (offline allowance)');
  }
}

/** The list and statements of a label photo: the server's extraction, or the device's offline. */
export async function extractIngredientsOrOnDevice(
  image: string,
  server: (image: string) => Promise<ExtractIngredientsResponse>,
): Promise<ExtractIngredientsResponse> {
  if (!(await deviceMode())) {
    try {
      const extracted = await server(image);
      unreachable = false;
      return extracted;
    } catch (error) {
      if (!isNetworkFailure(error) || !(await readiness())) throw error;
      unreachable = true;
    }
  }
  const ready = await readiness();
  if (!ready) throw new Error('offline use is not prepared');
  const text = await recognizeOnDevice(ready.manifest, ready.languages, image);
  const read = readLabelText(text);
  lastExtractedText = text;
  const ingredients = read.ingredients
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    ingredients,
    productName: null,
    containsStatements: read.statements,
    // The device does not look for allergens or weigh OCR confidence: the analysis does both.
    allergens: [],
    uncertainWords: [],
    // Why no list was found, as far as the device tells: no text, or text without a list (the
    // server's blur, glare and print-size checks are not made here).
    hint: ingredients.length > 0 ? null : text.trim() ? 'no-list' : 'no-text',
  };
}

let lastExtractedText: string | null = null;

export interface DeviceScanInput {
  /** The person's ingredients text, as typed. */
  ingredients: string;
  containsStatements: string[];
  productName: string | null;
  /** The page's language choice (`English`, `es`). */
  language: string;
}

/** Id of a result made on the device (`offline-<idempotency key>`). */
export const OFFLINE_ID_PREFIX = 'offline-';

/**
 * Rates a list on the device with the cached profile and preferences, uses one scan of the
 * offline allowance and keeps the scan for sync. Throws OfflineLimitError when none is left.
 */
export async function analyseAndKeepOnDevice(input: DeviceScanInput): Promise<ScanResult> {
  const ready = await readiness();
  if (!ready) throw new Error('offline use is not prepared');
  const allowance = await getAllowance();
  if (!allowance || allowanceLeft(allowance) <= 0) throw new OfflineLimitError();
  const personal = (await getPersonalCopy()) ?? { profile: null, preferences: [] };
  const key = crypto.randomUUID();
  const displayLanguage = displayLanguageCode(input.language);
  const result = await analyseOnDevice(
    ready.manifest,
    {
      ingredients: input.ingredients,
      containsStatements: input.containsStatements,
      displayLanguage,
      productName: input.productName,
    },
    { profile: personal.profile, preferences: personal.preferences },
    `${OFFLINE_ID_PREFIX}${key}`,
  );
  await setAllowance({ ...allowance, used: allowance.used + 1 });
  await saveOfflineScan({
    idempotencyKey: key,
    createdAt: new Date().toISOString(),
    allowance: allowance.token,
    ingredientsText: analysedText(input),
    productName: input.productName,
    extractedText: lastExtractedText,
    preferredLanguage: input.language,
    result,
    syncError: null,
  });
  lastExtractedText = null;
  return result;
}

export function isDeviceResult(result: ScanResult): boolean {
  return result.product.id.startsWith(OFFLINE_ID_PREFIX);
}
