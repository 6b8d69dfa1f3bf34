import { aUser } from '@labellens/web-testing/factories';
import {
  hasProfile,
  userDisplayName,
  userFirstName,
  userInitial,
  userStateOf,
} from '../src/session/user-state';

describe('user state', () => {
  it('has a profile when age, sex or weight is present', () => {
    expect(hasProfile(null)).toBe(false);
    expect(hasProfile(aUser())).toBe(false);
    expect(hasProfile(aUser({ age: 30 }))).toBe(true);
    expect(hasProfile(aUser({ sex: 'other' }))).toBe(true);
    expect(hasProfile(aUser({ weight: 70, age: null }))).toBe(true);
    expect(hasProfile(aUser({ height: 180, activityLevel: 'active' }))).toBe(false);
  });

  it('derives the route-table state', () => {
    expect(userStateOf(true, null)).toBe('loading');
    expect(userStateOf(false, null)).toBe('signedOut');
    expect(userStateOf(false, aUser())).toBe('noProfile');
    expect(userStateOf(false, aUser({ age: 20 }))).toBe('withProfile');
  });

  it('picks the avatar letter from first name, then e-mail, else U', () => {
    expect(userInitial(aUser({ firstName: 'ada', email: 'x@y.z' }))).toBe('A');
    expect(userInitial(aUser({ firstName: ' ', email: 'bob@y.z' }))).toBe('B');
    expect(userInitial(aUser({ firstName: null, email: 'bob@y.z' }))).toBe('B');
    expect(userInitial(null)).toBe('U');
  });

  it('names the user for menus and cards', () => {
    expect(userFirstName(null)).toBe('User');
    expect(userFirstName(aUser({ firstName: null }))).toBe('User');
    expect(userFirstName(aUser({ firstName: 'Ada' }))).toBe('Ada');
    expect(userDisplayName(aUser({ firstName: 'Ada', lastName: 'Lovelace' }))).toBe('Ada Lovelace');
    expect(userDisplayName(aUser({ email: 'a@b.c' }))).toBe('a@b.c');
  });
});
