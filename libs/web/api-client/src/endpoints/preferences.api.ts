import { apiRequest, requestJson } from '../http';
import { queryKeys } from '../query-keys';
import type { PreferencesResponse } from '../types';

export function getPreferences(): Promise<PreferencesResponse> {
  return requestJson('GET', queryKeys.preferences);
}

export async function setPreference(
  ingredientName: string,
  preference: 'concern' | 'allergy',
): Promise<void> {
  await apiRequest('POST', queryKeys.preferences, { ingredientName, preference });
}

export async function removePreference(ingredientName: string): Promise<void> {
  await apiRequest('DELETE', `${queryKeys.preferences}/${encodeURIComponent(ingredientName)}`);
}
