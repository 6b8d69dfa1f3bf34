import {
  CallHandler,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  NestInterceptor,
} from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { BillingException, type BillingErrorKind } from './billing.exception';

const STATUS: Record<BillingErrorKind, HttpStatus> = {
  invalid: HttpStatus.BAD_REQUEST,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  quota_exceeded: HttpStatus.PAYMENT_REQUIRED,
  card_declined: HttpStatus.PAYMENT_REQUIRED,
  provider_unavailable: HttpStatus.BAD_GATEWAY,
  not_enabled: HttpStatus.NOT_FOUND,
};

/** The one place billing's domain errors become HTTP responses (`{ message, statusCode, ...details }`). */
export function toHttpException(err: BillingException): HttpException {
  return new HttpException({ message: err.message, ...err.details }, STATUS[err.kind]);
}

@Injectable()
export class BillingErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((err: unknown) => {
        throw err instanceof BillingException ? toHttpException(err) : err;
      }),
    );
  }
}
