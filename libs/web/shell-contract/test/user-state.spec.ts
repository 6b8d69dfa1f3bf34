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
    expect(hasProfile({ email: 'a@b.c' })).toBe(false);
    expect(hasProfile({ age: 30 })).toBe(true);
    expect(hasProfile({ sex: 'other' })).toBe(true);
    expect(hasProfile({ weight: 70, age: null })).toBe(true);
    expect(hasProfile({ height: 180, activityLevel: 'active' })).toBe(false);
  });

  it('derives the route-table state', () => {
    expect(userStateOf(true, null)).toBe('loading');
    expect(userStateOf(false, null)).toBe('signedOut');
    expect(userStateOf(false, { email: 'a@b.c' })).toBe('noProfile');
    expect(userStateOf(false, { age: 20 })).toBe('withProfile');
  });

  it('picks the avatar letter from first name, then e-mail, else U', () => {
    expect(userInitial({ firstName: 'ada', email: 'x@y.z' })).toBe('A');
    expect(userInitial({ firstName: ' ', email: 'bob@y.z' })).toBe('B');
    expect(userInitial({})).toBe('U');
    expect(userInitial(null)).toBe('U');
  });

  it('names the user for menus and cards', () => {
    expect(userFirstName({})).toBe('User');
    expect(userFirstName({ firstName: 'Ada' })).toBe('Ada');
    expect(userDisplayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(userDisplayName({ email: 'a@b.c' })).toBe('a@b.c');
  });
});
