import type { AdminPaymentRow, AdminScanRow, AdminUserRow } from '@labellens/web-api-client';
import { Badge, cx } from '@labellens/web-ui';
import type { ReactNode } from 'react';
import { formatDateTime, formatUsd, fullName, shortId } from '../utils/format';

function Empty({ text }: { text: string }) {
  return <p className="admin-empty">{text}</p>;
}

/** A failed list read shows its error (spec 02 §8: Request failed: {status text}), not "No … yet". */
export function ListError({ error }: { error: unknown }) {
  return (
    <p className="admin-error" role="alert">
      {error instanceof Error ? error.message : 'Request failed'}
    </p>
  );
}

export interface UserListProps {
  users: AdminUserRow[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function UserList({ users, selectedId, onSelect }: UserListProps) {
  if (users.length === 0) return <Empty text="No users yet." />;
  return (
    <ul className="ll-list ll-list--flush">
      {users.map((u) => (
        <li key={u.id}>
          <button
            type="button"
            className={cx('admin-row', selectedId === u.id && 'is-selected')}
            aria-pressed={selectedId === u.id}
            onClick={() => {
              onSelect(u.id);
            }}
          >
            <span className="admin-row__main">
              <span className="admin-row__title">{fullName(u.firstName, u.lastName)}</span>
              <span className="admin-row__sub">
                {u.email} · <code>{shortId(u.id)}</code>
              </span>
            </span>
            <span className="admin-row__meta">
              <Badge variant="secondary">{u.subscriptionTier ?? 'free'}</Badge>
              {u.subscriptionStatus ? (
                <Badge variant="outline">{u.subscriptionStatus}</Badge>
              ) : null}
              <span className="admin-row__date">{formatDateTime(u.createdAt)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A read-only row: what it is, who it belongs to, and when. */
function Row({ title, sub, date }: { title: string; sub: ReactNode; date: string }) {
  return (
    <li className="admin-row">
      <span className="admin-row__main">
        <span className="admin-row__title">{title}</span>
        <span className="admin-row__sub">{sub}</span>
      </span>
      <span className="admin-row__date">{date}</span>
    </li>
  );
}

export function ScanList({ scans }: { scans: AdminScanRow[] }) {
  if (scans.length === 0) return <Empty text="No scans yet." />;
  return (
    <ul className="ll-list ll-list--flush">
      {scans.map((s) => (
        <Row
          key={s.id}
          title={s.productName || 'Unknown Product'}
          sub={
            <>
              User <code>{shortId(s.userId)}</code>
            </>
          }
          date={formatDateTime(s.scannedAt)}
        />
      ))}
    </ul>
  );
}

export function PaymentList({ payments }: { payments: AdminPaymentRow[] }) {
  if (payments.length === 0) return <Empty text="No payments yet." />;
  return (
    <ul className="ll-list ll-list--flush">
      {payments.map((p) => (
        <Row
          key={p.id}
          title={formatUsd(p.amount)}
          sub={
            <>
              User <code>{shortId(p.userId)}</code>
              {p.scansGranted ? ` · ${p.scansGranted} scans` : ''}
            </>
          }
          date={formatDateTime(p.createdAt)}
        />
      ))}
    </ul>
  );
}
