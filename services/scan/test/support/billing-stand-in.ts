import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_IDENTITY_HEADER, verifyInternalToken } from '@labellens/server-auth';

export interface BillingCall {
  path: string;
  /** The request's JSON, unchecked: a field may be missing. */
  body: Partial<Record<string, string>>;
}

interface ReservationRow {
  id: string;
  userId: string;
  requestId: string;
  state: 'reserved' | 'committed' | 'released';
}

async function readJson(req: IncomingMessage): Promise<Partial<Record<string, string>>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Billing's internal quota API exactly as the scan service uses it (reserve → commit | release,
 * service identity required), with a per-person monthly limit. The real billing is tested in
 * services/billing.
 */
export async function startBillingStandIn(secret: string, defaultLimit = 1000) {
  const calls: BillingCall[] = [];
  const limits = new Map<string, number>();
  const reservations = new Map<string, ReservationRow>();
  const used = (userId: string) =>
    [...reservations.values()].filter((r) => r.userId === userId && r.state !== 'released').length;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const token = req.headers[INTERNAL_IDENTITY_HEADER];
      let kind = 'none';
      try {
        kind = typeof token === 'string' ? verifyInternalToken(token, secret).kind : 'none';
      } catch {
        kind = 'invalid';
      }
      if (kind !== 'service') {
        send(res, 401, { message: 'Unauthorized', statusCode: 401 });
        return;
      }
      const body = await readJson(req);
      const path = req.url ?? '';
      calls.push({ path, body });
      if (req.method === 'POST' && path === '/internal/quota/reserve') {
        if (!body.userId || !body.requestId) {
          send(res, 400, { message: 'userId and requestId are required' });
          return;
        }
        const existing = [...reservations.values()].find(
          (r) => r.userId === body.userId && r.requestId === body.requestId,
        );
        if (existing) {
          send(res, 200, {
            reservationId: existing.id,
            source: 'allowance',
            state: existing.state,
          });
          return;
        }
        const limit = limits.get(body.userId) ?? defaultLimit;
        const n = used(body.userId);
        if (n >= limit) {
          send(res, 402, {
            message: `Scan limit reached. You have used ${n} of your monthly scans. Please upgrade your subscription to continue.`,
            scansUsed: n,
            scansRemaining: 0,
            statusCode: 402,
          });
          return;
        }
        const row: ReservationRow = {
          id: randomUUID(),
          userId: body.userId,
          requestId: body.requestId,
          state: 'reserved',
        };
        reservations.set(row.id, row);
        send(res, 200, { reservationId: row.id, source: 'allowance', state: 'reserved' });
        return;
      }
      if (
        req.method === 'POST' &&
        (path === '/internal/quota/commit' || path === '/internal/quota/release')
      ) {
        const row = reservations.get(body.reservationId ?? '');
        if (!row) {
          send(res, 404, { message: 'Reservation not found' });
          return;
        }
        const target = path.endsWith('commit') ? 'committed' : 'released';
        if (row.state !== 'reserved' && row.state !== target) {
          send(res, 409, { message: `Reservation already ${row.state}` });
          return;
        }
        row.state = target;
        send(res, 200, { reservationId: row.id, source: 'allowance', state: row.state });
        return;
      }
      send(res, 404, { message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    reservations,
    setLimit: (userId: string, limit: number) => limits.set(userId, limit),
    callsFor: (path: string) => calls.filter((c) => c.path === path),
    /** States of the reservations made for one person, oldest first. */
    statesOf: (userId: string) =>
      [...reservations.values()].filter((r) => r.userId === userId).map((r) => r.state),
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}

export type BillingStandIn = Awaited<ReturnType<typeof startBillingStandIn>>;
