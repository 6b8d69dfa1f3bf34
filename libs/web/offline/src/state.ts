// What the device holds for offline scanning: readiness (manifest, languages, size), the offline
// allowance the server granted, and the person's profile and preferences as last seen online.
import type { IngredientPreference, UserProfile } from '@labellens/ingredient-analysis';
import type { CurrentUser, PreferencesResponse } from '@labellens/web-api-client';
import type { OfflineManifest } from './assets';
import { kvDelete, kvGet, kvSet } from './store';

export interface OfflineReadiness {
  manifest: OfflineManifest;
  languages: string[];
  /** Bytes downloaded over the network. */
  transfer: number;
  preparedAt: string;
  /** The person it was prepared for. */
  userId: string | null;
}

export interface OfflineAllowance {
  token: string;
  scans: number;
  expiresAt: string;
  /** Offline scans made with it on this device. */
  used: number;
}

const READY = 'ready';
const ALLOWANCE = 'allowance';
const PERSONAL = 'personal';
const PROMPTED = 'prompted';

export const getReadiness = () => kvGet<OfflineReadiness>(READY);
export const setReadiness = (r: OfflineReadiness) => kvSet(READY, r);
export const getAllowance = () => kvGet<OfflineAllowance>(ALLOWANCE);
export const setAllowance = (a: OfflineAllowance) => kvSet(ALLOWANCE, a);
export const clearAllowance = () => kvDelete(ALLOWANCE);
/** The first-run prompt was answered (either way) by this person. */
export const wasPrompted = async (userId: string) =>
  (await kvGet<string[]>(PROMPTED))?.includes(userId) ?? false;
export async function markPrompted(userId: string): Promise<void> {
  const list = (await kvGet<string[]>(PROMPTED)) ?? [];
  if (!list.includes(userId)) await kvSet(PROMPTED, [...list, userId]);
}

/** An allowance that still has scans and has not expired. */
export function allowanceLeft(a: OfflineAllowance | undefined, now = Date.now()): number {
  if (!a || Date.parse(a.expiresAt) <= now) return 0;
  return Math.max(0, a.scans - a.used);
}

export interface PersonalCopy {
  userId: string | null;
  profile: UserProfile | null;
  preferences: IngredientPreference[];
}

/** The profile fields the analysis reads, from GET /api/auth/user. */
export function profileFromUser(user: CurrentUser | null | undefined): UserProfile | null {
  if (!user) return null;
  const profile: UserProfile = {
    age: user.age,
    sex: user.sex,
    weight: user.weight,
    height: user.height,
    activityLevel: user.activityLevel,
    goal: user.goal,
    diet: user.diet,
    allergies: user.allergies,
    healthConcerns: user.healthConcerns,
  };
  return Object.values(profile).some((v) => v !== null && v !== '') ? profile : null;
}

export function preferencesFrom(
  res: PreferencesResponse | null | undefined,
): IngredientPreference[] {
  if (!res) return [];
  const out: IngredientPreference[] = [];
  for (const preference of ['concern', 'allergy', 'safe'] as const) {
    for (const entry of res[preference])
      out.push({ ingredientName: entry.ingredient.name, preference });
  }
  return out;
}

export const getPersonalCopy = () => kvGet<PersonalCopy>(PERSONAL);

/** Keeps a copy of the profile and preferences for offline scans (called while online). */
export async function savePersonalCopy(
  user: CurrentUser | null | undefined,
  prefs: PreferencesResponse | null | undefined,
): Promise<void> {
  await kvSet(PERSONAL, {
    userId: user?.id ?? null,
    profile: profileFromUser(user),
    preferences: preferencesFrom(prefs),
  } satisfies PersonalCopy);
}
