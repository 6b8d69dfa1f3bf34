import { Injectable } from '@nestjs/common';
import { EntityRepository } from '@labellens/server-database';
import { IsNull, type EntityManager } from 'typeorm';
import { UserEntity } from './user.entity';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export type SignUpFields = Pick<UserEntity, 'passwordHash' | 'firstName' | 'lastName'>;
export type OidcProfile = Pick<UserEntity, 'firstName' | 'lastName' | 'profileImageUrl'>;

@Injectable()
export class UsersRepository extends EntityRepository(UserEntity) {
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

  /** Saves a sign-up: a new user, or unverified `existing` with a new password and name. */
  saveSignUp(
    existing: UserEntity | null,
    email: string,
    fields: SignUpFields,
  ): Promise<UserEntity> {
    return this.dataSource.transaction((manager) => {
      const row = existing ?? this.repo(manager).create({ email });
      return this.repo(manager).save(Object.assign(row, fields));
    });
  }

  /**
   * Links an OpenID subject to `existing` (the user with its e-mail) or to a new password-less
   * user; the profile's names and picture fill only fields that are empty.
   */
  linkOidcSubject(
    existing: UserEntity | null,
    email: string,
    subject: string,
    profile: OidcProfile,
  ): Promise<UserEntity> {
    return this.dataSource.transaction((manager) => {
      const row = existing ?? this.repo(manager).create({ email, passwordHash: null });
      row.oidcSubject = subject;
      row.firstName ??= profile.firstName;
      row.lastName ??= profile.lastName;
      row.profileImageUrl ??= profile.profileImageUrl;
      return this.repo(manager).save(row);
    });
  }

  /** Stamps the e-mail verified; false if it already was. */
  async markEmailVerified(id: string, manager?: EntityManager): Promise<boolean> {
    const result = await this.repo(manager).update(
      { id, emailVerifiedAt: IsNull() },
      { emailVerifiedAt: new Date() },
    );
    return Boolean(result.affected);
  }
}
