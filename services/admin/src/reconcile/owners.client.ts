import { Inject, Injectable } from '@nestjs/common';
import { INTERNAL_IDENTITY_HEADER, signInternalToken } from '@labellens/server-auth';
import { SERVICE_CONFIG } from '@labellens/server-core';
import type { IdDigest } from '@labellens/server-database';
import { request } from 'undici';
import type { AdminConfig } from '../config/admin.config';
import type {
  NewAdminPayment,
  NewAdminScan,
  NewAdminUser,
} from '../read-models/read-models.repository';

/** A read-model row as the owning service sends it: the same fields, times as ISO strings. */
type OverJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
export type SourceUser = OverJson<NewAdminUser>;
export type SourceScan = OverJson<NewAdminScan>;
export type SourcePayment = OverJson<NewAdminPayment>;

const TIMEOUT_MS = 10_000;

/**
 * The owning services' internal reconciliation APIs (`/internal/reconcile/…` in auth, scan and
 * billing), called with a service identity. Any answer but 200 throws: the round is retried.
 */
@Injectable()
export class OwnersClient {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: AdminConfig) {}

  private async call<T>(base: string, path: string, body?: unknown): Promise<T> {
    const token = signInternalToken(
      { kind: 'service', service: 'admin' },
      this.config.INTERNAL_JWT_SECRET,
      60,
    );
    const res = await request(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        [INTERNAL_IDENTITY_HEADER]: token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    const text = await res.body.text();
    if (res.statusCode !== 200)
      throw new Error(`${base}${path.split('?')[0]} answered ${res.statusCode}`);
    return JSON.parse(text) as T;
  }

  usersDigest(): Promise<IdDigest> {
    return this.call(this.config.AUTH_URL, '/internal/reconcile/users/digest');
  }

  users(after: string | null, limit: number): Promise<SourceUser[]> {
    return this.idPage(this.config.AUTH_URL, '/internal/reconcile/users', after, limit);
  }

  /** Of these ids, those with no user in auth (deleted accounts). */
  absentUsers(ids: string[]): Promise<string[]> {
    return this.absent(this.config.AUTH_URL, '/internal/reconcile/users/absent', ids);
  }

  paymentsDigest(): Promise<IdDigest> {
    return this.call(this.config.BILLING_URL, '/internal/reconcile/payments/digest');
  }

  payments(after: string | null, limit: number): Promise<SourcePayment[]> {
    return this.idPage(this.config.BILLING_URL, '/internal/reconcile/payments', after, limit);
  }

  scansDigest(before: Date): Promise<IdDigest> {
    const query = new URLSearchParams({ before: before.toISOString() });
    return this.call(this.config.SCAN_URL, `/internal/reconcile/scans/digest?${query.toString()}`);
  }

  /** Of these scan ids, those scan no longer has (deleted by their owner or with the account). */
  absentScans(ids: string[]): Promise<string[]> {
    return this.absent(this.config.SCAN_URL, '/internal/reconcile/scans/absent', ids);
  }

  /** Up to `limit` of an owner's rows in id order, those after `after` (from the start if null). */
  private async idPage<T>(
    base: string,
    path: string,
    after: string | null,
    limit: number,
  ): Promise<T[]> {
    const query = new URLSearchParams({ limit: String(limit), ...(after ? { after } : {}) });
    return (await this.call<{ items: T[] }>(base, `${path}?${query.toString()}`)).items;
  }

  /** An owner's answer to "which of these ids have you no row for?". */
  private async absent(base: string, path: string, ids: string[]): Promise<string[]> {
    return (await this.call<{ absent: string[] }>(base, path, { ids })).absent;
  }

  scans(
    since: Date | null,
    after: string | null,
    limit: number,
  ): Promise<{ items: SourceScan[]; next: string | null }> {
    const query = new URLSearchParams({
      limit: String(limit),
      ...(since ? { since: since.toISOString() } : {}),
      ...(after ? { after } : {}),
    });
    return this.call(this.config.SCAN_URL, `/internal/reconcile/scans?${query.toString()}`);
  }
}
