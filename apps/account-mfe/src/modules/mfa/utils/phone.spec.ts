import { normalisePhone, phoneProblem } from './phone';

describe('MFA phone number', () => {
  it('requires a number with its country code', () => {
    expect(phoneProblem('')).toBe('Phone number is required');
    expect(phoneProblem('555 123 4567')).toBe(
      'Include your country code, for example +1 for the US',
    );
    expect(phoneProblem('+1 23')).toBe('Please enter a valid phone number with its country code');
    expect(phoneProblem('+1 (555) 123-4567')).toBeNull();
    expect(normalisePhone('+61 4 1234 5678')).toBe('+61412345678');
  });
});
