import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  NestInterceptor,
  NotFoundException,
  ServiceUnavailableException,
  BadGatewayException,
} from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { ImageRejectedError } from '../extraction/image-inspection';

/** The texts people see (spec 01 §8); one place so a situation always reads the same. */
export const MESSAGES = {
  scanNotFound: "This scan could not be found or you don't have access to it.",
  extractionFailed: 'Image processing failed. Please try again or type ingredients manually.',
  analysisFailed: 'Could not analyze ingredients. Please try again.',
  unavailable: 'Scanning is temporarily unavailable. Please try again in a moment.',
  preferenceNotFound: 'This ingredient is not in your preferences.',
  shoppingItemNotFound: 'This item could not be found on your shopping list.',
  shoppingScanNotFound: "scanId: This scan could not be found or you don't have access to it.",
} as const;

/** The scan service's domain errors; each is named after its class (in logs and stack traces). */
export abstract class ScanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** Billing refused the reservation; `message` is billing's text ("Scan limit reached. You have used N…"). */
export class QuotaExceededError extends ScanError {}

/** A dependency (billing, the OCR queue) did not answer; nothing was charged. */
export class ScanServiceUnavailableError extends ScanError {}

export class ExtractionFailedError extends ScanError {}

export class ScanNotFoundError extends ScanError {
  constructor() {
    super(MESSAGES.scanNotFound);
  }
}

export class PreferenceNotFoundError extends ScanError {
  constructor() {
    super(MESSAGES.preferenceNotFound);
  }
}

export class ShoppingListItemNotFoundError extends ScanError {
  constructor() {
    super(MESSAGES.shoppingItemNotFound);
  }
}

/** A line may link only to one of the person's own scans. */
export class ShoppingListScanNotFoundError extends ScanError {
  constructor() {
    super(MESSAGES.shoppingScanNotFound);
  }
}

export class ShoppingListFullError extends ScanError {
  constructor(limit: number) {
    super(`Your shopping list is full (${limit} items). Clear checked items or delete some first.`);
  }
}

/**
 * Domain errors → HTTP. A refused scan answers 403 with billing's text: the scan page recognises
 * "403: … Scan limit reached" and shows its Scan Limit Reached notice.
 */
export function toHttpException(err: unknown): unknown {
  if (err instanceof ImageRejectedError)
    return new BadRequestException({ message: err.message, reason: err.reason });
  if (err instanceof QuotaExceededError)
    return new ForbiddenException({ message: err.message, code: 'scan_limit_reached' });
  if (
    err instanceof ScanNotFoundError ||
    err instanceof PreferenceNotFoundError ||
    err instanceof ShoppingListItemNotFoundError
  )
    return new NotFoundException(err.message);
  if (err instanceof ShoppingListScanNotFoundError || err instanceof ShoppingListFullError)
    return new BadRequestException(err.message);
  if (err instanceof ScanServiceUnavailableError)
    return new ServiceUnavailableException(MESSAGES.unavailable);
  if (err instanceof ExtractionFailedError)
    return new BadGatewayException(MESSAGES.extractionFailed);
  return err;
}

@Injectable()
export class ScanErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((err: unknown) => {
        throw toHttpException(err);
      }),
    );
  }
}
