import { Injectable } from '@nestjs/common';
import { EventsPublisher } from '../common/events.publisher';
import { toProfilePayload } from '../users/user.mapper';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import type { ProfileSetup } from './profile.dto';

@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly events: EventsPublisher,
  ) {}

  /**
   * Stores the health profile and marks it complete, with its event in the same transaction;
   * null when the account is gone.
   */
  complete(userId: string, profile: ProfileSetup): Promise<UserEntity | null> {
    return this.users.transaction(async (manager) => {
      const row = await this.users.findByIdForUpdate(userId, manager);
      if (!row) return null;
      Object.assign(row, profile, { profileComplete: true });
      const saved = await this.users.save(row, manager);
      await this.events.publish(
        manager,
        'auth.user.profile-updated.v1',
        userId,
        toProfilePayload(saved),
      );
      return saved;
    });
  }
}
