import { Injectable, Logger } from '@nestjs/common';

/** Where SMS codes go. Swap the provider for a real gateway (Twilio, SNS…) behind this interface. */
export abstract class SmsSender {
  abstract send(phoneNumber: string, text: string): Promise<void>;
}

/** Local development and tests: the message is written to the log. */
@Injectable()
export class LoggingSmsSender extends SmsSender {
  private readonly logger = new Logger('Sms');
  readonly sent: { phoneNumber: string; text: string }[] = [];

  send(phoneNumber: string, text: string): Promise<void> {
    this.sent.push({ phoneNumber, text });
    if (this.sent.length > 100) this.sent.shift();
    this.logger.log(`SMS to ${phoneNumber}: ${text}`);
    return Promise.resolve();
  }
}
