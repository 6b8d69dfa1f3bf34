import { luhnValid } from '../src/vocabulary';

describe('luhnValid', () => {
  it('accepts card numbers whose checksum holds and refuses a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242424242424252')).toBe(false);
  });
});
