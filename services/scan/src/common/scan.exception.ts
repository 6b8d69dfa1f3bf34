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
  noIngredients: 'Please enter some ingredients to analyze.',
  extractionFailed: 'Image processing failed. Please try again or type ingredients manually.',
  analysisFailed: 'Could not analyze ingredients. Please try again.',
  unavailable: 'Scanning is temporarily unavailable. Please try again in a moment.',
  preferenceNotFound: 'This ingredient is not in your preferences.',
  shoppingItemNotFound: "This item could not be found on your shopping list.",
  shoppingScanNotFound: "scanId: This scan could not be found or you don't have access to it.",
} as const;

/** Billing refused the reservation; `message` is billing's text ("Scan limit reached. You have used N…"). */
export class QuotaExceededError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QuotaExceededError';
  }
}

/** A dependency (billing, the OCR queue) did not answer; nothing was charged. */
export class ScanServiceUnavailableError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'ScanServiceUnavailableError';
  }
}

export class ScanNotFoundError extends Error {
  constructor() {
    super(MESSAGES.scanNotFound);
    this.name = 'ScanNotFoundError';
  }
}

export class ExtractionFailedError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'ExtractionFailedError';
  }
}

export class PreferenceNotFoundError extends Error {
  constructor() {
    super(MESSAGES.preferenceNotFound);
    this.name = 'PreferenceNotFoundError';
  }
}

export class ShoppingListItemNotFoundError extends Error {
  constructor() {
    super(MESSAGES.shoppingItemNotFound);
    this.name = 'ShoppingListItemNotFoundError';
  }
}

/** A line may link only to one of the person's own scans. */
export class ShoppingListScanNotFoundError extends Error {
  constructor() {
    super(MESSAGES.shoppingScanNotFound);
    this.name = 'ShoppingListScanNotFoundError';
  }
}

export class ShoppingListFullError extends Error {
  constructor(limit: number) {
    super(`Your shopping list is full (${limit} items). Clear checked items or delete some first.`);
    this.name = 'ShoppingListFullError';
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
  if (err instanceof ScanNotFoundError) return new NotFoundException(err.message);
  if (err instanceof PreferenceNotFoundError) return new NotFoundException(err.message);
  if (err instanceof ShoppingListItemNotFoundError) return new NotFoundException(err.message);
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
