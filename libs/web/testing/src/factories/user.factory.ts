import type { CurrentUser } from '@labellens/web-api-client';

/**
 * GET /api/auth/user of a person who has just signed up: an e-mail, no name and no profile yet.
 * Overrides fill in what a test is about (`aUser({ age: 30, allergies: 'milk' })`).
 */
export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '0b6c8f4e-2f1d-4c55-9d7a-1f2e3d4c5b6a',
    email: 'ada@example.com',
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    createdAt: '2026-01-15T09:30:00.000Z',
    age: null,
    sex: null,
    weight: null,
    height: null,
    activityLevel: null,
    goal: null,
    diet: null,
    allergies: null,
    healthConcerns: null,
    profileComplete: false,
    ...overrides,
  };
}
