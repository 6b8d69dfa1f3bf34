import { Injectable } from '@nestjs/common';
import { absentIds, idDigest, type IdDigest } from '@labellens/server-database';
import { DataSource } from 'typeorm';

/** A registered user as admin's read model holds them. */
export interface RegisteredUserRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}

/** Registered users (e-mail verified, see auth.user.registered.v1) for admin's reconciliation. */
@Injectable()
export class ReconcileRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Count and sum of id hashes of the registered users. */
  digest(): Promise<IdDigest> {
    return idDigest(this.dataSource, 'users', 'email_verified_at IS NOT NULL');
  }

  /** Registered users in id order, `limit` after `after` (from the start without it). */
  page(after: string | undefined, limit: number): Promise<RegisteredUserRow[]> {
    return this.dataSource.query<RegisteredUserRow[]>(
      `SELECT id::text AS id, email, first_name AS "firstName", last_name AS "lastName", created_at AS "createdAt"
       FROM users WHERE email_verified_at IS NOT NULL AND ($1::uuid IS NULL OR id > $1::uuid)
       ORDER BY id LIMIT $2`,
      [after ?? null, limit],
    );
  }

  /** Which of these ids have no user row at all. */
  absent(ids: string[]): Promise<string[]> {
    return absentIds(this.dataSource, 'users', ids);
  }
}
