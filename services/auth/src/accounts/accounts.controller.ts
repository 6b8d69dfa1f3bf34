import {
  Body,
  Controller,
  Get,
  HttpCode,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { Allow, CurrentUserId } from '@labellens/server-auth';
import { safeLocalPath, ZodValidationPipe } from '@labellens/server-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientAddress } from '../common/request-context';
import { MfaService } from '../mfa/mfa.service';
import { OidcService } from '../oidc/oidc.service';
import { SESSION_COOKIE, OIDC_COOKIE, readCookie } from '../sessions/session-cookie';
import { SessionsService } from '../sessions/sessions.service';
import { toCurrentUserDto } from '../users/user.mapper';
import {
  callbackSchema,
  confirmSignUpSchema,
  mfaSignInSchema,
  resendCodeSchema,
  signInSchema,
  signUpSchema,
  type ConfirmSignUpDto,
  type MfaSignInDto,
  type ResendCodeDto,
  type SignInDto,
  type SignUpDto,
} from './accounts.dto';
import { AccountsService } from './accounts.service';

const sessionToken = (req: FastifyRequest) => readCookie(req.headers.cookie, SESSION_COOKIE);

@Controller('api')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly oidc: OidcService,
    private readonly mfa: MfaService,
  ) {}

  @Post('auth/signup')
  @HttpCode(200)
  @Allow('anonymous', 'user')
  signUp(@Body(new ZodValidationPipe(signUpSchema)) dto: SignUpDto, @Req() req: FastifyRequest) {
    return this.accounts.signUp(dto, clientAddress(req));
  }

  @Post('auth/confirm-signup')
  @HttpCode(200)
  @Allow('anonymous', 'user')
  confirmSignUp(
    @Body(new ZodValidationPipe(confirmSignUpSchema)) dto: ConfirmSignUpDto,
    @Req() req: FastifyRequest,
  ) {
    return this.accounts.confirmSignUp(dto, clientAddress(req));
  }

  /** A new e-mail verification code for an account that has not verified yet. */
  @Post('auth/resend-code')
  @HttpCode(200)
  @Allow('anonymous', 'user')
  resendCode(
    @Body(new ZodValidationPipe(resendCodeSchema)) dto: ResendCodeDto,
    @Req() req: FastifyRequest,
  ) {
    return this.accounts.resendCode(dto, clientAddress(req));
  }

  @Post('auth/signin')
  @HttpCode(200)
  @Allow('anonymous', 'user')
  async signIn(
    @Body(new ZodValidationPipe(signInSchema)) dto: SignInDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.accounts.signIn(dto, clientAddress(req), sessionToken(req));
    reply.header('set-cookie', result.session.cookie);
    if (result.kind === 'mfa-required') return { mfaRequired: true, factors: result.factors };
    return { user: toCurrentUserDto(result.user) };
  }

  /** Sends the SMS code for a phone factor during an MFA sign-in. */
  @Post('auth/mfa/send')
  @HttpCode(200)
  @Allow('anonymous', 'user')
  async sendMfaCode(
    @Body(
      new ZodValidationPipe(
        z.object({ factorUid: z.string().check(z.uuid('factorUid must be a factor id')) }),
      ),
    )
    dto: { factorUid: string },
    @Req() req: FastifyRequest,
  ) {
    const pending = await this.sessions.find(sessionToken(req));
    if (!pending?.mfaPending)
      throw new UnauthorizedException('Your sign-in has expired. Please log in again.');
    await this.mfa.sendSignInCode(pending.userId, dto.factorUid);
    return { message: 'Code sent' };
  }

  @Post('auth/mfa/verify')
  @HttpCode(200)
  @Allow('anonymous', 'user')
  async verifyMfa(
    @Body(new ZodValidationPipe(mfaSignInSchema)) dto: MfaSignInDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { session, user } = await this.accounts.completeMfaSignIn(
      sessionToken(req),
      dto,
      clientAddress(req),
    );
    reply.header('set-cookie', session.cookie);
    return { user: toCurrentUserDto(user) };
  }

  @Get('auth/user')
  currentUser(@CurrentUserId() userId: string) {
    return this.accounts.currentUser(userId);
  }

  /** Server-side sign-in redirect: to the OpenID provider when configured, else to /auth. */
  @Get('login')
  @Allow('anonymous', 'user')
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
  @Allow('anonymous', 'user')
  async logout(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    await this.accounts.signOut(sessionToken(req));
    // Settings' Sign Out lands on /auth (spec 02 §2); only local paths, never another site.
    const target = safeLocalPath((req.query as { next?: unknown }).next) ?? '/';
    return reply
      .code(302)
      .header('set-cookie', this.sessions.clearCookie())
      .header('location', target)
      .send();
  }

  @Post('auth/callback')
  @HttpCode(200)
  @Allow('anonymous', 'user')
  async callback(
    @Body(new ZodValidationPipe(callbackSchema)) dto: { code: string },
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const user = await this.oidc.complete(dto.code, readCookie(req.headers.cookie, OIDC_COOKIE));
    const session = await this.accounts.completeSignIn(user.id, sessionToken(req));
    reply.header('set-cookie', [session.cookie, this.oidc.clearFlowCookie()]);
    return { user: toCurrentUserDto(user) };
  }
}
