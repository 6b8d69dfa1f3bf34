import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { AdminEntity, AdminTokenEntity } from './admin.entity';

export type NewAdminToken = Pick<AdminTokenEntity, 'tokenHash' | 'adminId' | 'expiresAt'>;

/** Administrators and their bearer tokens (tables `admins` and `admin_tokens`). */
@Injectable()
export class AdminsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get admins() {
    return this.dataSource.getRepository(AdminEntity);
  }

  private get tokens() {
    return this.dataSource.getRepository(AdminTokenEntity);
  }

  findById(id: string): Promise<AdminEntity | null> {
    return this.admins.findOne({ where: { id } });
  }

  findByUsername(username: string): Promise<AdminEntity | null> {
    return this.admins.findOne({ where: { username } });
  }

  existsByUsername(username: string): Promise<boolean> {
    return this.admins.exists({ where: { username } });
  }

  create(fields: Pick<AdminEntity, 'username' | 'passwordHash'>): Promise<AdminEntity> {
    return this.admins.save(this.admins.create(fields));
  }

  save(admin: AdminEntity): Promise<AdminEntity> {
    return this.admins.save(admin);
  }

  async createToken(fields: NewAdminToken): Promise<void> {
    await this.tokens.save(this.tokens.create({ ...fields, revokedAt: null }));
  }

  /** The token with this hash, unless it is revoked or expired. */
  findLiveToken(tokenHash: string): Promise<AdminTokenEntity | null> {
    return this.tokens.findOne({
      where: { tokenHash, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
  }

  async revokeToken(id: string): Promise<void> {
    await this.tokens.update({ id }, { revokedAt: new Date() });
  }
}
