import { ApiError } from '@labellens/web-api-client';
import { aUser } from '@labellens/web-testing/factories';
import { callbackPlan } from './auth/utils/callback-plan';
import { emailActionErrorMessage, emailActionPlan } from './email/utils/email-action';
import { achievements, relativeTime } from './profile/utils/profile-stats';
import {
  hasProfileData,
  profileFormFrom,
  toProfileRequest,
  validateProfile,
  type ProfileForm,
} from './profile-setup/utils/profile-form';
import { clampPaygQuantity, formatCents, paygPrice } from './subscription/utils/plans';

const validForm: ProfileForm = {
  age: '30',
  sex: 'female',
  weight: '65',
  height: '170',
  activityLevel: 'moderate',
  goal: 'maintain',
  diet: '',
  allergies: ' peanuts, milk ',
  healthConcerns: '',
};

describe('profile setup validation', () => {
  it('accepts a complete form and builds the payload with integers', () => {
    expect(validateProfile(validForm)).toEqual({});
    expect(toProfileRequest({ ...validForm, weight: '65.7' })).toEqual({
      age: 30,
      sex: 'female',
      weight: 65,
      height: 170,
      activityLevel: 'moderate',
      goal: 'maintain',
      diet: '',
      allergies: 'peanuts, milk',
      healthConcerns: '',
      profileComplete: true,
    });
  });

  it('reports every rule with the spec texts', () => {
    expect(
      validateProfile({
        ...validForm,
        age: '12',
        sex: '',
        weight: '301',
        height: '99',
        activityLevel: '',
        goal: '',
      }),
    ).toEqual({
      age: 'Please enter a valid age between 13 and 120',
      sex: 'Please select your sex',
      weight: 'Please enter a valid weight between 20-300 kg',
      height: 'Please enter a valid height between 100-250 cm',
      activityLevel: 'Please select your activity level',
      goal: 'Please select your goal',
    });
    expect(validateProfile({ ...validForm, age: '120', weight: '20', height: '250' })).toEqual({});
  });

  it('builds no payload when a choice is not one the API knows', () => {
    expect(toProfileRequest({ ...validForm, sex: 'unknown' })).toBeNull();
    expect(toProfileRequest({ ...validForm, diet: 'carnivore' })).toMatchObject({ diet: '' });
    expect(toProfileRequest({ ...validForm, diet: 'vegan' })).toMatchObject({ diet: 'vegan' });
  });

  it('prefills from the user', () => {
    const form = profileFormFrom(aUser({ age: 40, sex: 'female', allergies: 'milk, soy' }));
    expect(form).toMatchObject({ age: '40', sex: 'female', weight: '', allergies: 'milk, soy' });
    expect(hasProfileData(aUser({ age: 40 }))).toBe(true);
    expect(hasProfileData(aUser())).toBe(false);
  });
});

describe('auth callback plan', () => {
  it('prefers the error parameter, then the code, else nothing', () => {
    expect(callbackPlan('?error=access_denied&code=1')).toEqual({
      kind: 'error',
      message: 'access_denied',
    });
    expect(callbackPlan('?code=abc')).toEqual({ kind: 'code', code: 'abc' });
    expect(callbackPlan('')).toEqual({ kind: 'none' });
  });
});

describe('email action page', () => {
  it('classifies the link parameters', () => {
    expect(emailActionPlan('')).toEqual({ kind: 'noParams' });
    expect(emailActionPlan('?mode=verifyEmail')).toEqual({ kind: 'missingParams' });
    expect(emailActionPlan('?mode=foo&oobCode=x')).toEqual({ kind: 'unknownMode' });
    expect(emailActionPlan('?mode=resetPassword&oobCode=x&continueUrl=%2Fauth')).toEqual({
      kind: 'run',
      mode: 'resetPassword',
      oobCode: 'x',
      continueUrl: '/auth',
    });
  });

  it('maps identity error codes to messages and falls back to Error: {message}', () => {
    const err = (code: string) =>
      new ApiError(400, 'Bad Request', JSON.stringify({ code, message: 'boom' }));
    expect(emailActionErrorMessage(err('expired-action-code'))).toBe(
      'Link expired, request a new one',
    );
    expect(emailActionErrorMessage(err('invalid-action-code'))).toBe('Invalid or already used');
    expect(emailActionErrorMessage(err('user-disabled'))).toBe('Account disabled, contact support');
    expect(emailActionErrorMessage(err('auth/user-not-found'))).toBe(
      'User account not found. Please try signing up again.',
    );
    expect(emailActionErrorMessage(err('other'))).toBe('Error: boom');
    expect(emailActionErrorMessage(new Error('offline'))).toBe('Error: offline');
  });
});

describe('profile statistics', () => {
  it('awards Explorer at 10 scans and Curator at 5 marked ingredients', () => {
    expect(achievements(9, 4).map((a) => a.earned)).toEqual([false, false]);
    expect(achievements(10, 5).map((a) => a.earned)).toEqual([true, true]);
  });

  it('formats relative times', () => {
    const now = Date.parse('2025-07-01T12:00:00Z');
    expect(relativeTime('2025-07-01T11:59:30Z', now)).toBe('Just now');
    expect(relativeTime('2025-07-01T11:15:00Z', now)).toBe('45 minutes ago');
    expect(relativeTime('2025-07-01T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2025-06-01T09:00:00Z', now)).not.toMatch(/ago/);
    expect(relativeTime(null, now)).toBe('Recent');
  });
});

describe('plans', () => {
  it('formats cents as USD and prices pay-as-you-go at $1 per 10 scans', () => {
    expect(formatCents(499)).toBe('$4.99');
    expect(paygPrice(30)).toBe('$3.00');
  });

  it('keeps the pay-as-you-go quantity between 10 and 99 in steps of 10', () => {
    expect(clampPaygQuantity(0)).toBe(10);
    expect(clampPaygQuantity(37)).toBe(40);
    expect(clampPaygQuantity(120)).toBe(90);
  });
});
