import {
  BadRequestException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import {
  EMAIL_ACTION_MODES,
  type EmailActionMode,
  type EmailActionResponse,
} from '@labellens/contracts';
import { SERVICE_CONFIG } from '@labellens/server-core';
import { AccountsService } from '../accounts/accounts.service';
import { CodesService } from '../codes/codes.service';
import { MESSAGES } from '../common/auth.exceptions';
import type { AuthConfig } from '../config/auth.config';
import { hashPassword } from '../password/password-hasher';
import { passwordProblem } from '../password/password-policy';
import { SessionsService } from '../sessions/sessions.service';
import { LIMITS, ThrottleService } from '../throttle/throttle.service';
import { UsersRepository, normaliseEmail } from '../users/users.repository';
import type { EmailActionDto, PasswordResetEmailDto, ResetPasswordDto } from './email-actions.dto';
import { MailerService } from './mailer.service';

// Spec 02 §8: the e-mail action error codes and texts.
export const ACTION_ERRORS = {
  'expired-action-code': 'Link expired, request a new one',
  'invalid-action-code': 'Invalid or already used',
  'user-disabled': 'Account disabled, contact support',
  'user-not-found': 'User account not found. Please try signing up again.',
  'unknown-mode': 'Unknown email action type.',
} as const;

const actionError = (code: keyof typeof ACTION_ERRORS) => {
  const body = { code, message: ACTION_ERRORS[code] };
  if (code === 'user-not-found') return new NotFoundException(body);
  if (code === 'user-disabled') return new ForbiddenException(body);
  return new BadRequestException(body);
};

const isActionMode = (mode: string): mode is EmailActionMode =>
  (EMAIL_ACTION_MODES as readonly string[]).includes(mode);

/** E-mailed links: verification, password reset, and recovery of a changed address. */
@Injectable()
export class EmailActionsService {
  private readonly logger = new Logger('EmailActions');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
    private readonly codes: CodesService,
    private readonly users: UsersRepository,
    private readonly mailer: MailerService,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly throttle: ThrottleService,
  ) {}

  private link(mode: string, oobCode: string): string {
    const base = this.config.PUBLIC_URL.replace(/\/$/, '');
    return `${base}/email-action?mode=${mode}&oobCode=${encodeURIComponent(oobCode)}&continueUrl=${encodeURIComponent(`${base}/auth`)}`;
  }

  async sendVerification(userId: string) {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException(ACTION_ERRORS['user-not-found']);
    if (user.emailVerifiedAt)
      return { message: 'Your email is already verified.', emailVerified: true };
    await this.throttle.hit(LIMITS.resetAccount, `verify:${user.email}`);
    const code = await this.codes.issueLink(user.id, 'verifyEmail');
    await this.mailer.send({
      to: user.email,
      subject: 'Verify your LabelLens email',
      text: `Confirm your email address:\n${this.link('verifyEmail', code)}\nThe link expires in 1 hour.`,
    });
    return { message: 'Verification email sent', emailVerified: false };
  }

  async status(userId: string) {
    const user = await this.users.findById(userId);
    return { email: user?.email ?? null, emailVerified: Boolean(user?.emailVerifiedAt) };
  }

  /** Applies an e-mailed action code (verify e-mail, check a reset code, recover an e-mail). */
  async apply(dto: EmailActionDto, address: string): Promise<EmailActionResponse> {
    const { mode } = dto;
    if (!isActionMode(mode)) throw actionError('unknown-mode');
    await this.throttle.hit(LIMITS.codeAddress, address);
    const check = await this.codes.peekLink(dto.oobCode);
    if (!check.ok)
      throw actionError(check.reason === 'expired' ? 'expired-action-code' : 'invalid-action-code');
    if (check.code.purpose !== mode) throw actionError('invalid-action-code');
    const user = await this.users.findById(check.code.userId);
    if (!user) throw actionError('user-not-found');
    if (user.disabledAt) throw actionError('user-disabled');
    if (mode === 'verifyEmail') {
      if (!(await this.codes.consume(check.code.id))) throw actionError('invalid-action-code');
      await this.accounts.markVerified(user);
    } else if (mode === 'recoverEmail') {
      const previous = check.code.payload.previousEmail;
      if (typeof previous !== 'string') throw actionError('invalid-action-code');
      await this.users.transaction(async (manager) => {
        if (!(await this.codes.consume(check.code.id, manager)))
          throw actionError('invalid-action-code');
        await this.users.update(user.id, { email: normaliseEmail(previous) }, manager);
      });
      await this.sessions.revokeAllForUser(user.id);
      return { mode, email: previous };
    }
    // resetPassword: only checked here; the code is spent when the new password is set.
    return { mode, email: user.email };
  }

  async requestReset(dto: PasswordResetEmailDto, address: string) {
    const email = normaliseEmail(dto.email);
    await this.throttle.hit(LIMITS.resetAddress, address);
    await this.throttle.hit(LIMITS.resetAccount, email);
    const user = await this.users.findByEmail(email);
    // Same answer, in the same time, for unknown addresses (no enumeration): the link is stored and
    // mailed after answering, so an existing account does not answer slower.
    if (user && !user.disabledAt) {
      void this.sendResetLink(user.id, email).catch((err: unknown) => {
        this.logger.error(`Password-reset link for user ${user.id} not sent: ${String(err)}`);
      });
    }
    return { message: MESSAGES.resetSent };
  }

  private async sendResetLink(userId: string, email: string): Promise<void> {
    const code = await this.codes.issueLink(userId, 'resetPassword');
    await this.mailer.send({
      to: email,
      subject: 'Reset your LabelLens password',
      text: `Choose a new password:\n${this.link('resetPassword', code)}\nThe link expires in 1 hour. If you did not ask for this, ignore this e-mail.`,
    });
  }

  async reset(dto: ResetPasswordDto, address: string) {
    await this.throttle.hit(LIMITS.codeAddress, address);
    const check = await this.codes.peekLink(dto.oobCode);
    if (!check.ok)
      throw actionError(check.reason === 'expired' ? 'expired-action-code' : 'invalid-action-code');
    if (check.code.purpose !== 'resetPassword') throw actionError('invalid-action-code');
    const user = await this.users.findById(check.code.userId);
    if (!user) throw actionError('user-not-found');
    const problem = passwordProblem(dto.newPassword, user.email);
    if (problem) throw new BadRequestException(problem);
    const passwordHash = await hashPassword(dto.newPassword);
    await this.users.transaction(async (manager) => {
      if (!(await this.codes.consume(check.code.id, manager)))
        throw actionError('invalid-action-code');
      // Following the link proves control of the mailbox, so the address counts as verified too.
      await this.users.update(user.id, { passwordHash }, manager);
    });
    await this.accounts.markVerified(user);
    await this.sessions.revokeAllForUser(user.id);
    return { message: 'Your password has been changed. You can now log in.' };
  }
}
