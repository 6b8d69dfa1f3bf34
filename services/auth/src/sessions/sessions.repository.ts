import { Injectable } from '@nestjs/common';
import { EntityRepository } from '@labellens/server-database';
import { IsNull, MoreThan } from 'typeorm';
import { SessionEntity } from './session.entity';

export type NewSession = Pick<SessionEntity, 'tokenHash' | 'userId' | 'mfaPending' | 'expiresAt'>;

/** Sessions stored by the hash of their token (table `sessions`). */
@Injectable()
export class SessionsRepository extends EntityRepository(SessionEntity) {
  create(fields: NewSession): Promise<SessionEntity> {
    return this.repo().save(this.repo().create({ ...fields, revokedAt: null }));
  }

  /** The session with this token hash, unless it is revoked or expired. */
  findLive(tokenHash: string): Promise<SessionEntity | null> {
    return this.repo().findOne({
      where: { tokenHash, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
  }

  async revokeByTokenHash(tokenHash: string): Promise<void> {
    await this.repo().update({ tokenHash, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllOfUser(userId: string): Promise<void> {
    await this.repo().update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
