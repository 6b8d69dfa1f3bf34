import { Injectable } from '@nestjs/common';
import type { ListQueryDto } from './dto/list-query.dto';
import { toAdminPaymentDto, toAdminScanDto, toAdminUserDto } from './dto/list.mapper';
import type {
  AdminPaymentsPageResponseDto,
  AdminScansPageResponseDto,
  AdminUsersPageResponseDto,
} from './dto/list-response.dto';
import { encodeCursor, type ListKind, type PageCursor } from './dto/page-cursor';
import { ListsRepository } from './lists.repository';

/** Reads one row more than asked to know whether another page exists. */
function paginate<T>(rows: T[], limit: number, kind: ListKind, position: (row: T) => PageCursor) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor(kind, position(last)) : null;
  return { items, nextCursor };
}

@Injectable()
export class ListsService {
  constructor(private readonly repository: ListsRepository) {}

  async users({ limit, cursor }: ListQueryDto): Promise<AdminUsersPageResponseDto> {
    const rows = await this.repository.users(limit + 1, cursor);
    const { items, nextCursor } = paginate(rows, limit, 'users', (u) => ({
      at: u.createdAt ?? new Date(0),
      id: u.id,
    }));
    return { users: items.map(toAdminUserDto), nextCursor };
  }

  async scans({ limit, cursor }: ListQueryDto): Promise<AdminScansPageResponseDto> {
    const rows = await this.repository.scans(limit + 1, cursor);
    const { items, nextCursor } = paginate(rows, limit, 'scans', (s) => ({
      at: s.scannedAt,
      id: s.id,
    }));
    return { scans: items.map(toAdminScanDto), nextCursor };
  }

  async payments({ limit, cursor }: ListQueryDto): Promise<AdminPaymentsPageResponseDto> {
    const rows = await this.repository.payments(limit + 1, cursor);
    const { items, nextCursor } = paginate(rows, limit, 'payments', (p) => ({
      at: p.createdAt,
      id: p.id,
    }));
    return { payments: items.map(toAdminPaymentDto), nextCursor };
  }
}
