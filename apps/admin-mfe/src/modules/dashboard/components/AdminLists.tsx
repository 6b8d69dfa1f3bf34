import type { AdminPaymentRow, AdminScanRow, AdminUserRow } from '@labellens/web-api-client';
import { Badge, cx } from '@labellens/web-ui';
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
            <span className="ll-row ll-row--wrap admin-row__meta">
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

/** A read-only row: what it is, who it belongs to (user id and more), and when. */
interface RowView {
  id: string;
  title: string;
  userId: string;
  more?: string;
  date: string | null | undefined;
}

/** A read-only list of rows, or its empty text. */
function RowList({ rows, empty }: { rows: RowView[]; empty: string }) {
  if (rows.length === 0) return <Empty text={empty} />;
  return (
    <ul className="ll-list ll-list--flush">
      {rows.map((row) => (
        <li key={row.id} className="admin-row">
          <span className="admin-row__main">
            <span className="admin-row__title">{row.title}</span>
            <span className="admin-row__sub">
              User <code>{shortId(row.userId)}</code>
              {row.more}
            </span>
          </span>
          <span className="admin-row__date">{formatDateTime(row.date)}</span>
        </li>
      ))}
    </ul>
  );
}

export function ScanList({ scans }: { scans: AdminScanRow[] }) {
  const rows = scans.map((s) => ({
    id: s.id,
    title: s.productName || 'Unknown Product',
    userId: s.userId,
    date: s.scannedAt,
  }));
  return <RowList rows={rows} empty="No scans yet." />;
}

export function PaymentList({ payments }: { payments: AdminPaymentRow[] }) {
  const rows = payments.map((p) => ({
    id: p.id,
    title: formatUsd(p.amount),
    userId: p.userId,
    more: p.scansGranted ? ` · ${p.scansGranted} scans` : '',
    date: p.createdAt,
  }));
  return <RowList rows={rows} empty="No payments yet." />;
}
