import { BadRequestException, ForbiddenException, UnauthorizedException } from '@nestjs/common';

// The messages people see; one place so the same situation always reads the same.
export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  notVerified: 'Please verify your email before logging in. We have sent you a new code.',
  disabled: 'This account has been disabled. Please contact support.',
  invalidCode: 'Invalid or expired verification code',
  codeResent: 'If that account still needs verifying, we have sent a new code.',
  tooManyCodeAttempts: 'Too many incorrect attempts. Please request a new code.',
  signupSent: 'Account created! Please check your email for verification code.',
  verified: 'Email verified! You can now log in.',
  resetSent: 'If an account exists for that email, we have sent a password reset link.',
  unauthorized: 'Unauthorized',
} as const;

export const invalidCredentials = () => new UnauthorizedException(MESSAGES.invalidCredentials);
export const accountDisabled = () => new ForbiddenException(MESSAGES.disabled);
export const invalidCode = (reason: 'invalid' | 'expired' | 'used' | 'too-many-attempts') =>
  new BadRequestException(
    reason === 'too-many-attempts' ? MESSAGES.tooManyCodeAttempts : MESSAGES.invalidCode,
  );

// A code the front end switches on (the text may change; the code does not).
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';
export const notVerified = () =>
  new ForbiddenException({ message: MESSAGES.notVerified, code: EMAIL_NOT_VERIFIED });
