import { Injectable } from '@nestjs/common';

/**
 * The time the ledger reasons with. Every period, expiry and renewal decision takes "now" from
 * here (never from SQL now()), so tests can move time forward deterministically.
 */
@Injectable()
export class ClockService {
  now(): Date {
    return new Date();
  }
}

/** A clock tests can move forward; injected through `AppModule.forRoot(config, { clock })`. */
export class ManualClock extends ClockService {
  private offsetMs = 0;

  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  set(date: Date): void {
    this.offsetMs = date.getTime() - Date.now();
  }
}
