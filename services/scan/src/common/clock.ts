import { Injectable } from '@nestjs/common';

/** "Now" for decisions tests need to move in time (offline allowance expiry). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
