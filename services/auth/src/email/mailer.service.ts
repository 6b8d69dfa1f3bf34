import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@labellens/server-core';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AuthConfig } from '../config/auth.config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail over SMTP_URL; without it, writes the message (code or link included) to the log. */
@Injectable()
export class MailerService {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter | undefined;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: AuthConfig) {
    this.transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) {
      this.logger.log(
        `E-mail to ${mail.to} (no SMTP_URL set, not delivered)\nSubject: ${mail.subject}\n${mail.text}`,
      );
      return;
    }
    await this.transport.sendMail({ from: this.config.MAIL_FROM, ...mail });
  }
}
