import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UserEntity } from './user.entity';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(UserEntity);
  }

  /** Runs `work` in one transaction; pass its manager to this repository's calls. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findById(id: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repo(manager).findOne({ where: { id } });
  }

  /** The row, locked until `manager`'s transaction ends. */
  findByIdForUpdate(id: string, manager: EntityManager): Promise<UserEntity | null> {
    return this.repo(manager).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  findByEmail(email: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repo(manager).findOne({ where: { email: normaliseEmail(email) } });
  }

  findByOidcSubject(subject: string): Promise<UserEntity | null> {
    return this.repo().findOne({ where: { oidcSubject: subject } });
  }

  create(fields: Partial<UserEntity>, manager?: EntityManager): Promise<UserEntity> {
    const repo = this.repo(manager);
    return repo.save(repo.create(fields));
  }

  async update(id: string, fields: Partial<UserEntity>, manager?: EntityManager): Promise<void> {
    await this.repo(manager).update({ id }, fields);
  }

  async delete(id: string, manager?: EntityManager): Promise<void> {
    await this.repo(manager).delete({ id });
  }

  save(user: UserEntity, manager?: EntityManager): Promise<UserEntity> {
    return this.repo(manager).save(user);
  }
}
