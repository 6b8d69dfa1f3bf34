import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { readCookie, SESSION_COOKIE } from '../sessions/session-cookie';

const requestOf = (ctx: ExecutionContext) => ctx.switchToHttp().getRequest<FastifyRequest>();

/** The client's address as the gateway saw it (trustProxy reads x-forwarded-for). */
export const ClientAddress = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string => requestOf(ctx).ip,
);

/** The caller's session cookie, if any (a pending MFA sign-in has one too). */
export const SessionToken = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string | undefined =>
    readCookie(requestOf(ctx).headers.cookie, SESSION_COOKIE),
);
