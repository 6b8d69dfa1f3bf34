import { Injectable } from '@nestjs/common';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { AdminPaymentEntity } from '../read-models/entities/admin-payment.entity';
import { AdminScanEntity } from '../read-models/entities/admin-scan.entity';
import { AdminUserEntity } from '../read-models/entities/admin-user.entity';
import type { PageCursor } from './dto/page-cursor';

@Injectable()
export class ListsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Registered users only: placeholders wait for their registration event. */
  users(take: number, cursor?: PageCursor): Promise<AdminUserEntity[]> {
    return this.page(AdminUserEntity, 'row.createdAt', take, cursor, 'row.email IS NOT NULL');
  }

  scans(take: number, cursor?: PageCursor): Promise<AdminScanEntity[]> {
    return this.page(AdminScanEntity, 'row.scannedAt', take, cursor);
  }

  payments(take: number, cursor?: PageCursor): Promise<AdminPaymentEntity[]> {
    return this.page(AdminPaymentEntity, 'row.createdAt', take, cursor);
  }

  /** Keyset page, newest first: rows strictly after the cursor in (time DESC, id DESC) order. */
  private page<T extends ObjectLiteral>(
    entity: EntityTarget<T>,
    timeColumn: string,
    take: number,
    cursor: PageCursor | undefined,
    where?: string,
  ): Promise<T[]> {
    const query = this.dataSource.getRepository(entity).createQueryBuilder('row');
    if (where) query.where(where);
    if (cursor) {
      query.andWhere(`(${timeColumn}, row.id) < (:at, :id)`, { at: cursor.at, id: cursor.id });
    }
    return query.orderBy(timeColumn, 'DESC').addOrderBy('row.id', 'DESC').limit(take).getMany();
  }
}
