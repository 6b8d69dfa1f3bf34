import { Injectable } from '@nestjs/common';
import { EntityRepository } from '@labellens/server-database';
import { IsNull, Not } from 'typeorm';
import { MfaFactorEntity } from './mfa-factor.entity';

export type NewFactor = Pick<MfaFactorEntity, 'userId' | 'kind'> &
  Partial<Pick<MfaFactorEntity, 'phoneNumber' | 'totpSecret' | 'displayName'>>;

/** Second factors of sign-in, enrolled or still being verified (table `mfa_factors`). */
@Injectable()
export class MfaRepository extends EntityRepository(MfaFactorEntity) {
  /** Every factor of the user, verified or not. */
  allOf(userId: string): Promise<MfaFactorEntity[]> {
    return this.repo().find({ where: { userId } });
  }

  /** The user's verified factors, oldest first. */
  verifiedOf(userId: string): Promise<MfaFactorEntity[]> {
    return this.repo().find({
      where: { userId, verifiedAt: Not(IsNull()) },
      order: { createdAt: 'ASC' },
    });
  }

  /** The user's factor `uid` of this kind, verified or not. */
  findOfKind(
    uid: string,
    userId: string,
    kind: MfaFactorEntity['kind'],
  ): Promise<MfaFactorEntity | null> {
    return this.repo().findOne({ where: { uid, userId, kind } });
  }

  findVerified(uid: string, userId: string): Promise<MfaFactorEntity | null> {
    return this.repo().findOne({ where: { uid, userId, verifiedAt: Not(IsNull()) } });
  }

  create(fields: NewFactor): Promise<MfaFactorEntity> {
    return this.repo().save(this.repo().create(fields));
  }

  save(factor: MfaFactorEntity): Promise<MfaFactorEntity> {
    return this.repo().save(factor);
  }

  /** Deletes the user's factor `uid`; false if they have no such factor. */
  async delete(uid: string, userId: string): Promise<boolean> {
    const result = await this.repo().delete({ uid, userId });
    return Boolean(result.affected);
  }
}
