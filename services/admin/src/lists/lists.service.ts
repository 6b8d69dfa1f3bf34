import { Injectable } from '@nestjs/common';
import type { ListQueryDto } from './dto/list-query.dto';
import { toAdminPaymentDto, toAdminScanDto, toAdminUserDto } from './dto/list.mapper';
import type { AdminPaymentsPage, AdminScansPage, AdminUsersPage } from '@labellens/contracts';
import { encodeCursor, type ListKind } from './dto/page-cursor';
import { ListsRepository } from './lists.repository';

/**
 * A page of `rows` (read one more than `limit` to know whether another page follows), with the
 * cursor after its last row: lists are ordered by (`time`, id), newest first.
 */
function paginate<T extends { id: string }>(
  rows: T[],
  limit: number,
  kind: ListKind,
  time: (row: T) => Date,
) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor(kind, { at: time(last), id: last.id }) : null;
  return { items, nextCursor };
}

@Injectable()
export class ListsService {
  constructor(private readonly repository: ListsRepository) {}

  async users({ limit, cursor }: ListQueryDto): Promise<AdminUsersPage> {
    const rows = await this.repository.users(limit + 1, cursor);
    const { items, nextCursor } = paginate(rows, limit, 'users', (u) => u.createdAt ?? new Date(0));
    return { users: items.map(toAdminUserDto), nextCursor };
  }

  async scans({ limit, cursor }: ListQueryDto): Promise<AdminScansPage> {
    const rows = await this.repository.scans(limit + 1, cursor);
    const { items, nextCursor } = paginate(rows, limit, 'scans', (s) => s.scannedAt);
    return { scans: items.map(toAdminScanDto), nextCursor };
  }

  async payments({ limit, cursor }: ListQueryDto): Promise<AdminPaymentsPage> {
    const rows = await this.repository.payments(limit + 1, cursor);
    const { items, nextCursor } = paginate(rows, limit, 'payments', (p) => p.createdAt);
    return { payments: items.map(toAdminPaymentDto), nextCursor };
  }
}
