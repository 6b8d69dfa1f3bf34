import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { MessageResponse, MfaFactor } from '@labellens/contracts';
import { CodesService } from '../codes/codes.service';
import {
  MESSAGES,
  accountDisabled,
  invalidCode,
  invalidCredentials,
  notVerified,
} from '../common/auth.exceptions';
import { EventsPublisher } from '../common/events.publisher';
import { MailerService } from '../email/mailer.service';
import { MfaRepository } from '../mfa/mfa.repository';
import { MfaService } from '../mfa/mfa.service';
import { hashPassword, verifyPassword } from '../password/password-hasher';
import { passwordProblem } from '../password/password-policy';
import { SessionsService, type IssuedSession } from '../sessions/sessions.service';
import { LIMITS, ThrottleService, TooManyAttemptsException } from '../throttle/throttle.service';
import { toCurrentUserDto } from '../users/user.mapper';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository, normaliseEmail } from '../users/users.repository';
import type {
  ConfirmSignUpDto,
  MfaSignInDto,
  ResendCodeDto,
  SignInDto,
  SignUpDto,
} from './accounts.dto';

export type SignInResult =
  | { kind: 'signed-in'; session: IssuedSession; user: UserEntity }
  | {
      kind: 'mfa-required';
      session: IssuedSession;
      factors: MfaFactor[];
    };

const maskPhone = (phone: string | null) =>
  phone ? `${phone.slice(0, 3)}•••${phone.slice(-2)}` : null;

@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly codes: CodesService,
    private readonly mailer: MailerService,
    private readonly throttle: ThrottleService,
    private readonly events: EventsPublisher,
    private readonly mfa: MfaService,
    private readonly factors: MfaRepository,
  ) {}

  /**
   * Same answer whether or not the e-mail is known (no enumeration): a known, verified address gets
   * a "you already have an account" mail instead of a code.
   */
  async signUp(dto: SignUpDto, address: string): Promise<MessageResponse> {
    const email = normaliseEmail(dto.email);
    await this.throttle.hit(LIMITS.signupAddress, address);
    await this.throttle.hit(LIMITS.signupAccount, email);
    const problem = passwordProblem(dto.password, email);
    if (problem) throw new BadRequestException(problem);
    const passwordHash = await hashPassword(dto.password);
    const existing = await this.users.findByEmail(email);
    if (existing?.emailVerifiedAt) {
      await this.mailer.send({
        to: email,
        subject: 'Your LabelLens account',
        text: `Someone tried to create a LabelLens account with this address, which already has one.\nIf it was you, log in at /auth or reset your password at /password-reset.`,
      });
      return { message: MESSAGES.signupSent };
    }
    const user = await this.users.saveSignUp(existing, email, {
      passwordHash,
      firstName: dto.firstName?.trim() || null,
      lastName: dto.lastName?.trim() || null,
    });
    await this.sendSignupCode(user);
    return { message: MESSAGES.signupSent };
  }

  /**
   * Mails a fresh code. Over the per-account budget only an explicit resend answers 429; sign-up
   * and log-in go on without a mail (the last code still works) so they never reveal the limit.
   */
  private async sendSignupCode(
    user: UserEntity,
    whenThrottled: 'skip' | 'throw' = 'skip',
  ): Promise<void> {
    try {
      await this.throttle.hit(LIMITS.verifyMailAccount, user.email);
    } catch (error) {
      if (whenThrottled === 'skip' && error instanceof TooManyAttemptsException) return;
      throw error;
    }
    const { code } = await this.codes.issueDigits(user.id, 'signup');
    await this.mailer.send({
      to: user.email,
      subject: `Your LabelLens verification code: ${code}`,
      text: `Your LabelLens verification code is ${code}.\nIt expires in 10 minutes. If you did not sign up, ignore this e-mail.`,
    });
  }

  /** Same answer for unknown, verified and unverified addresses (no enumeration); throttled per address and account. */
  async resendCode(dto: ResendCodeDto, address: string): Promise<MessageResponse> {
    const email = normaliseEmail(dto.email);
    await this.throttle.hit(LIMITS.codeAddress, address);
    const user = await this.users.findByEmail(email);
    if (user && !user.emailVerifiedAt && !user.disabledAt) await this.sendSignupCode(user, 'throw');
    else await this.throttle.hit(LIMITS.verifyMailAccount, email);
    return { message: MESSAGES.codeResent };
  }

  async confirmSignUp(dto: ConfirmSignUpDto, address: string): Promise<MessageResponse> {
    const email = normaliseEmail(dto.email);
    await this.throttle.hit(LIMITS.codeAddress, address);
    await this.throttle.hit(LIMITS.codeAccount, email);
    const user = await this.users.findByEmail(email);
    if (!user || user.emailVerifiedAt) throw invalidCode('invalid');
    const check = await this.codes.checkDigits(user.id, 'signup', dto.confirmationCode);
    if (!check.ok) throw invalidCode(check.reason);
    await this.markVerified(user);
    return { message: MESSAGES.verified };
  }

  /** Verifies the e-mail and announces the new user (idempotent: a verified user is left alone). */
  async markVerified(user: UserEntity): Promise<void> {
    await this.users.transaction(async (manager) => {
      if (!(await this.users.markEmailVerified(user.id, manager))) return;
      await this.events.publish(manager, 'auth.user.registered.v1', user.id, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        createdAt: user.createdAt,
      });
    });
  }

  async signIn(dto: SignInDto, address: string, previousToken?: string): Promise<SignInResult> {
    const email = normaliseEmail(dto.email);
    const pair = `${email}|${address}`;
    // Checked before hashing so a locked pair costs no Argon2 work.
    await this.throttle.check(LIMITS.signinPair, pair);
    await this.throttle.check(LIMITS.signinAddress, address);
    await this.throttle.slowDown(LIMITS.signinAccount, email);
    const user = await this.users.findByEmail(email);
    const ok = await verifyPassword(user?.passwordHash, dto.password);
    if (!user || !ok) {
      await this.throttle.hit(LIMITS.signinAddress, address);
      await this.throttle.hit(LIMITS.signinPair, pair);
      await this.throttle.count(LIMITS.signinAccount, email);
      throw invalidCredentials();
    }
    if (user.disabledAt) throw accountDisabled();
    if (!user.emailVerifiedAt) {
      await this.sendSignupCode(user);
      throw notVerified();
    }
    await this.throttle.reset(LIMITS.signinPair, pair);
    const factors = await this.factors.verifiedOf(user.id);
    if (factors.length) {
      const session = await this.sessions.issue(user.id, {
        mfaPending: true,
        replacing: previousToken,
      });
      return {
        kind: 'mfa-required',
        session,
        factors: factors.map((f) => ({
          uid: f.uid,
          kind: f.kind,
          phoneNumber: maskPhone(f.phoneNumber),
        })),
      };
    }
    return { kind: 'signed-in', session: await this.completeSignIn(user.id, previousToken), user };
  }

  /** Issues a full session (rotating any previous one) and records the sign-in. */
  async completeSignIn(userId: string, previousToken?: string): Promise<IssuedSession> {
    const session = await this.sessions.issue(userId, { replacing: previousToken });
    await this.users.transaction((manager) =>
      this.events.publish(manager, 'auth.user.signed-in.v1', userId, { userId, at: new Date() }),
    );
    return session;
  }

  /** Second step of a sign-in with MFA: the pending session proves the password was right. */
  async completeMfaSignIn(
    pendingToken: string | undefined,
    dto: MfaSignInDto,
    address: string,
  ): Promise<{ session: IssuedSession; user: UserEntity }> {
    const pending = await this.sessions.find(pendingToken);
    if (!pending?.mfaPending || !pendingToken)
      throw new UnauthorizedException('Your sign-in has expired. Please log in again.');
    await this.throttle.hit(LIMITS.codeAddress, address);
    await this.throttle.hit(LIMITS.codeAccount, pending.userId);
    const ok = await this.mfa.verifySignInCode(pending.userId, dto.factorUid, dto.code);
    if (!ok) throw invalidCode('invalid');
    const user = await this.users.findById(pending.userId);
    if (!user || user.disabledAt) throw accountDisabled();
    return { session: await this.completeSignIn(user.id, pendingToken), user };
  }

  async currentUser(userId: string) {
    const user = await this.users.findById(userId);
    if (!user || user.disabledAt) throw new UnauthorizedException(MESSAGES.unauthorized);
    return toCurrentUserDto(user);
  }

  async signOut(token: string | undefined): Promise<void> {
    if (token) await this.sessions.revokeToken(token);
  }
}
