import { Injectable } from '@nestjs/common';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { AdminPaymentEntity } from '../read-models/entities/admin-payment.entity';
import { AdminScanEntity } from '../read-models/entities/admin-scan.entity';
import { AdminUserEntity } from '../read-models/entities/admin-user.entity';
import type { PageCursor } from './dto/page-cursor';

/** Keyset page, newest first: rows strictly after the cursor in (time DESC, id DESC) order. */
function page<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  timeColumn: string,
  take: number,
  cursor: PageCursor | undefined,
): Promise<T[]> {
  if (cursor) {
    query.andWhere(`(${timeColumn}, row.id) < (:at, :id)`, { at: cursor.at, id: cursor.id });
  }
  return query.orderBy(timeColumn, 'DESC').addOrderBy('row.id', 'DESC').limit(take).getMany();
}

@Injectable()
export class ListsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Registered users only: placeholders wait for their registration event. */
  users(take: number, cursor?: PageCursor): Promise<AdminUserEntity[]> {
    const query = this.dataSource
      .getRepository(AdminUserEntity)
      .createQueryBuilder('row')
      .where('row.email IS NOT NULL');
    return page(query, 'row.createdAt', take, cursor);
  }

  scans(take: number, cursor?: PageCursor): Promise<AdminScanEntity[]> {
    return page(
      this.dataSource.getRepository(AdminScanEntity).createQueryBuilder('row'),
      'row.scannedAt',
      take,
      cursor,
    );
  }

  payments(take: number, cursor?: PageCursor): Promise<AdminPaymentEntity[]> {
    return page(
      this.dataSource.getRepository(AdminPaymentEntity).createQueryBuilder('row'),
      'row.createdAt',
      take,
      cursor,
    );
  }
}
