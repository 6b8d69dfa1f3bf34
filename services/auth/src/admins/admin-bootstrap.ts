import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { warmPasswordHasher } from '../password/password-hasher';
import { AdminsService } from './admins.service';

/** On start-up: warms the password hasher and creates the config's admin if missing. */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(private readonly admins: AdminsService) {}

  async onApplicationBootstrap(): Promise<void> {
    // Otherwise the first unknown-e-mail sign-in pays for this hash and is measurably slower.
    await warmPasswordHasher();
    await this.admins.ensureFromConfig();
  }
}
