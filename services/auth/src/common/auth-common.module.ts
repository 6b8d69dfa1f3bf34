import { Module } from '@nestjs/common';
import { MailerService } from '../email/mailer.service';
import { ThrottleService } from '../throttle/throttle.service';
import { UsersRepository } from '../users/users.repository';
import { EventsPublisher } from './events.publisher';

const shared = [UsersRepository, ThrottleService, EventsPublisher, MailerService];

/** What most features inject: the users table, the attempt throttle, the outbox and the mailer. */
@Module({ providers: shared, exports: shared })
export class AuthCommonModule {}
