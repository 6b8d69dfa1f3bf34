import {
  BadRequestException,
  GoneException,
  ConflictException,
  ForbiddenException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { toHttpException } from '../common/scan.exception';

export const OFFLINE_MESSAGES = {
  invalid: 'This offline allowance is not valid for your account.',
  expired: 'This offline allowance has expired. Go online to scan.',
  spent: 'Every scan of this offline allowance has been used.',
} as const;

export type AllowanceRefusal = keyof typeof OFFLINE_MESSAGES;

/** An offline scan refused because of its allowance: 403 invalid, 410 expired, 409 spent. */
export class AllowanceRefusedError extends Error {
  constructor(readonly reason: AllowanceRefusal) {
    super(OFFLINE_MESSAGES[reason]);
    this.name = 'AllowanceRefusedError';
  }
}

function refusal(err: AllowanceRefusedError) {
  if (err.reason === 'invalid')
    return new ForbiddenException({ message: err.message, code: 'ALLOWANCE_INVALID' });
  if (err.reason === 'expired')
    return new GoneException({ message: err.message, code: 'ALLOWANCE_EXPIRED' });
  return new ConflictException({ message: err.message, code: 'ALLOWANCE_SPENT' });
}

/**
 * Offline routes' errors: allowance refusals with their codes, a bad body as 400
 * `INVALID_REQUEST`, and the scan service's own errors as on the online routes (no quota: 403
 * `scan_limit_reached` with billing's text).
 */
@Injectable()
export class OfflineErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((err: unknown) => {
        if (err instanceof AllowanceRefusedError) throw refusal(err);
        if (err instanceof BadRequestException) {
          const body = err.getResponse();
          throw new BadRequestException({
            ...(typeof body === 'string' ? { message: body } : body),
            code: 'INVALID_REQUEST',
          });
        }
        throw toHttpException(err);
      }),
    );
  }
}
