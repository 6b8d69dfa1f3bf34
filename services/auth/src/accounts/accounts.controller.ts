import { Controller, Get, Req, Res, UnauthorizedException } from '@nestjs/common';
import {
  AuthCallbackRequestSchema,
  ConfirmSignUpRequestSchema,
  MfaSignInRequestSchema,
  ResendCodeRequestSchema,
  SendMfaCodeRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  type MessageResponse,
  type SignedInResponse,
  type SignInResponse,
} from '@labellens/contracts';
import { Allow, CurrentUserId } from '@labellens/server-auth';
import { safeLocalPath, PostOk, ValidBody } from '@labellens/server-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClientAddress, SessionToken } from '../common/request-context';
import { MfaService } from '../mfa/mfa.service';
import { OidcService } from '../oidc/oidc.service';
import { OIDC_COOKIE, readCookie } from '../sessions/session-cookie';
import { SessionsService } from '../sessions/sessions.service';
import { toCurrentUserDto } from '../users/user.mapper';
import {
  type ConfirmSignUpDto,
  type MfaSignInDto,
  type ResendCodeDto,
  type SendMfaCodeDto,
  type SignInDto,
  type SignUpDto,
} from './accounts.dto';
import { AccountsService } from './accounts.service';

/** Signing in, up and out: open to callers not signed in, but for the current user's own data. */
@Controller('api')
@Allow('anonymous', 'user')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly oidc: OidcService,
    private readonly mfa: MfaService,
  ) {}

  @PostOk('auth/signup')
  signUp(@ValidBody(SignUpRequestSchema) dto: SignUpDto, @ClientAddress() ip: string) {
    return this.accounts.signUp(dto, ip);
  }

  @PostOk('auth/confirm-signup')
  confirmSignUp(
    @ValidBody(ConfirmSignUpRequestSchema) dto: ConfirmSignUpDto,
    @ClientAddress() ip: string,
  ) {
    return this.accounts.confirmSignUp(dto, ip);
  }

  /** A new e-mail verification code for an account that has not verified yet. */
  @PostOk('auth/resend-code')
  resendCode(@ValidBody(ResendCodeRequestSchema) dto: ResendCodeDto, @ClientAddress() ip: string) {
    return this.accounts.resendCode(dto, ip);
  }

  @PostOk('auth/signin')
  async signIn(
    @ValidBody(SignInRequestSchema) dto: SignInDto,
    @ClientAddress() ip: string,
    @SessionToken() token: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInResponse> {
    const result = await this.accounts.signIn(dto, ip, token);
    reply.header('set-cookie', result.session.cookie);
    if (result.kind === 'mfa-required') return { mfaRequired: true, factors: result.factors };
    return { user: toCurrentUserDto(result.user) };
  }

  /** Sends the SMS code for a phone factor during an MFA sign-in. */
  @PostOk('auth/mfa/send')
  async sendMfaCode(
    @ValidBody(SendMfaCodeRequestSchema) dto: SendMfaCodeDto,
    @SessionToken() token: string | undefined,
  ): Promise<MessageResponse> {
    const pending = await this.sessions.find(token);
    if (!pending?.mfaPending)
      throw new UnauthorizedException('Your sign-in has expired. Please log in again.');
    await this.mfa.sendSignInCode(pending.userId, dto.factorUid);
    return { message: 'Code sent' };
  }

  @PostOk('auth/mfa/verify')
  async verifyMfa(
    @ValidBody(MfaSignInRequestSchema) dto: MfaSignInDto,
    @ClientAddress() ip: string,
    @SessionToken() token: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedInResponse> {
    const { session, user } = await this.accounts.completeMfaSignIn(token, dto, ip);
    reply.header('set-cookie', session.cookie);
    return { user: toCurrentUserDto(user) };
  }

  @Get('auth/user')
  @Allow('user')
  currentUser(@CurrentUserId() userId: string) {
    return this.accounts.currentUser(userId);
  }

  /** Server-side sign-in redirect: to the OpenID provider when configured, else to /auth. */
  @Get('login')
  async login(@Res() reply: FastifyReply) {
    if (!this.oidc.enabled) return reply.code(302).header('location', '/auth').send();
    let start: { url: string; cookie: string };
    try {
      start = await this.oidc.start();
    } catch {
      return reply
        .code(302)
        .header('location', '/auth/callback?error=Identity%20provider%20unavailable')
        .send();
    }
    return reply.code(302).header('set-cookie', start.cookie).header('location', start.url).send();
  }

  @Get('logout')
  async logout(
    @Req() req: FastifyRequest,
    @SessionToken() token: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    await this.accounts.signOut(token);
    // Settings' Sign Out lands on /auth (spec 02 §2); only local paths, never another site.
    const target = safeLocalPath((req.query as { next?: unknown }).next) ?? '/';
    return reply
      .code(302)
      .header('set-cookie', this.sessions.clearCookie())
      .header('location', target)
      .send();
  }

  @PostOk('auth/callback')
  async callback(
    @ValidBody(AuthCallbackRequestSchema) dto: { code: string },
    @Req() req: FastifyRequest,
    @SessionToken() token: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInResponse> {
    const user = await this.oidc.complete(dto.code, readCookie(req.headers.cookie, OIDC_COOKIE));
    const session = await this.accounts.completeSignIn(user.id, token);
    reply.header('set-cookie', [session.cookie, this.oidc.clearFlowCookie()]);
    return { user: toCurrentUserDto(user) };
  }
}
