import { aUser } from '@labellens/web-testing/factories';
import { isScanLimitError, OfflineApiError } from '../src/api';
import { allowanceLeft, preferencesFrom, profileFromUser } from '../src/state';

describe('offline allowance on the device', () => {
  const now = Date.parse('2026-11-24T00:00:00Z');
  const allowance = { token: 't', scans: 3, expiresAt: '2026-12-01T00:00:00Z', used: 0 };

  it('counts the scans left until it is spent', () => {
    expect(allowanceLeft(allowance, now)).toBe(3);
    expect(allowanceLeft({ ...allowance, used: 2 }, now)).toBe(1);
    expect(allowanceLeft({ ...allowance, used: 3 }, now)).toBe(0);
  });

  it('has none once expired, or when none was granted', () => {
    expect(allowanceLeft(allowance, Date.parse('2026-12-01T00:00:00Z'))).toBe(0);
    expect(allowanceLeft(undefined, now)).toBe(0);
  });

  it('knows the server’s Scan limit reached refusal from other 403s by its code, not its text', () => {
    expect(isScanLimitError(new OfflineApiError(403, 'scan_limit_reached', '{}'))).toBe(true);
    expect(
      isScanLimitError(new OfflineApiError(403, null, 'Scan limit reached. You have used 3 of 3')),
    ).toBe(false);
    expect(isScanLimitError(new OfflineApiError(403, 'ALLOWANCE_INVALID', '{}'))).toBe(false);
    expect(isScanLimitError(new Error('403: Scan limit reached'))).toBe(false);
  });
});

describe('the profile kept for offline scans', () => {
  it('takes the fields the analysis reads, and every marked ingredient', () => {
    expect(profileFromUser(aUser({ allergies: 'milk', diet: 'vegan' }))).toEqual({
      age: null,
      sex: null,
      weight: null,
      height: null,
      activityLevel: null,
      goal: null,
      diet: 'vegan',
      allergies: 'milk',
      healthConcerns: null,
    });
    expect(profileFromUser(aUser())).toBeNull();
    expect(
      preferencesFrom({
        safe: [{ id: 'p1', ingredient: { name: 'salt' } }],
        concern: [{ id: 'p2', ingredient: { name: 'palm oil' } }],
        allergy: [{ id: 'p3', ingredient: { name: 'sesame' } }],
      }),
    ).toEqual([
      { ingredientName: 'palm oil', preference: 'concern' },
      { ingredientName: 'sesame', preference: 'allergy' },
      { ingredientName: 'salt', preference: 'safe' },
    ]);
  });
});
