import {
  CanActivate,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERROR_CODES } from '@labellens/contracts/vocabulary';
import { INTERNAL_IDENTITY_HEADER, type Identity, type IdentityKind } from './identity';
import { verifyInternalToken } from './internal-token';

const ALLOWED_KINDS = 'labellens:allowed-identity-kinds';

/** No identity, or not one this route allows: the page signs the person in again on its code. */
const unauthorized = () =>
  new UnauthorizedException({ message: 'Unauthorized', code: ERROR_CODES.unauthorized });
const PUBLIC_ROUTE = 'labellens:public-route';

/** Route needs no internal token at all (health probes hit services directly). */
export const PublicRoute = () => SetMetadata(PUBLIC_ROUTE, true);

/** Route accepts only these caller kinds; default for every route is 'user'. */
export const Allow = (...kinds: IdentityKind[]) => SetMetadata(ALLOWED_KINDS, kinds);

export interface RequestWithIdentity {
  headers: Record<string, string | string[] | undefined>;
  identity?: Identity;
}

/**
 * Global guard: every request must carry a valid gateway-signed identity, and the identity kind must
 * be one the route allows. Deny by default so a new endpoint is never accidentally public.
 */
@Injectable()
export class InternalIdentityGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly secret: string,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<RequestWithIdentity>();
    const raw = request.headers[INTERNAL_IDENTITY_HEADER];
    if (typeof raw !== 'string') throw unauthorized();
    let identity: Identity;
    try {
      identity = verifyInternalToken(raw, this.secret);
    } catch {
      throw unauthorized();
    }
    request.identity = identity;
    const allowed = this.reflector.getAllAndOverride<IdentityKind[] | undefined>(
      ALLOWED_KINDS,
      targets,
    ) ?? ['user'];
    if (!allowed.includes(identity.kind)) throw unauthorized();
    return true;
  }
}

/** The verified identity of the caller (set by InternalIdentityGuard). */
export const CurrentIdentity = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Identity => {
    return ctx.switchToHttp().getRequest<RequestWithIdentity>().identity ?? { kind: 'anonymous' };
  },
);

/** The signed-in user's id; the route must allow only 'user' callers. */
export const CurrentUserId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const identity = ctx.switchToHttp().getRequest<RequestWithIdentity>().identity;
  if (identity?.kind !== 'user') throw unauthorized();
  return identity.userId;
});
