import { Injectable } from '@nestjs/common';
import { EntityRepository } from '@labellens/server-database';
import { IsNull, type EntityManager } from 'typeorm';
import { OneTimeCodeEntity, type CodePurpose } from './one-time-code.entity';

export type NewCode = Pick<
  OneTimeCodeEntity,
  'userId' | 'purpose' | 'codeHash' | 'payload' | 'expiresAt'
>;

/** One-time codes stored by their hash (table `one_time_codes`). */
@Injectable()
export class CodesRepository extends EntityRepository(OneTimeCodeEntity) {
  create(fields: NewCode): Promise<OneTimeCodeEntity> {
    const repo = this.repo();
    return repo.save(repo.create(fields));
  }

  /** Marks the user's unused codes of `purpose` used, so only a code issued after this counts. */
  async retireLive(userId: string, purpose: CodePurpose): Promise<void> {
    await this.repo().update({ userId, purpose, consumedAt: IsNull() }, { consumedAt: new Date() });
  }

  /** The user's newest code of `purpose` (or code `id`), locked until the transaction ends. */
  findLatestForUpdate(
    userId: string,
    purpose: CodePurpose,
    id: string | undefined,
    manager: EntityManager,
  ): Promise<OneTimeCodeEntity | null> {
    return this.repo(manager).findOne({
      where: { userId, purpose, ...(id ? { id } : {}) },
      order: { createdAt: 'DESC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  findByHash(codeHash: string): Promise<OneTimeCodeEntity | null> {
    return this.repo().findOne({ where: { codeHash } });
  }

  save(code: OneTimeCodeEntity, manager?: EntityManager): Promise<OneTimeCodeEntity> {
    return this.repo(manager).save(code);
  }

  /** Marks a code used; false if it was used already. */
  async consume(id: string, manager?: EntityManager): Promise<boolean> {
    const result = await this.repo(manager).update(
      { id, consumedAt: IsNull() },
      { consumedAt: new Date() },
    );
    return (result.affected ?? 0) === 1;
  }
}
