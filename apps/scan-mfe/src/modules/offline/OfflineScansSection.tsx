import './offline.css';
// History's offline scans (issue 17): kept on this device until they are sent, marked so.
import { listOfflineScans, OFFLINE_SCANS_CHANGED, type OfflineScan } from '@labellens/web-offline';
import { Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';

/** The scans kept on this device, kept current as they are saved and sent. */
export function useOfflineScans(): OfflineScan[] {
  const [scans, setScans] = useState<OfflineScan[]>([]);
  useEffect(() => {
    const state = { alive: true };
    const load = () => {
      listOfflineScans()
        .then((s) => {
          if (state.alive) setScans(s);
        })
        .catch(() => undefined);
    };
    load();
    window.addEventListener(OFFLINE_SCANS_CHANGED, load);
    return () => {
      state.alive = false;
      window.removeEventListener(OFFLINE_SCANS_CHANGED, load);
    };
  }, []);
  return scans;
}

export function OfflineScansSection({ scans }: { scans: OfflineScan[] }) {
  if (scans.length === 0) return null;
  return (
    <section className="offline-scans" aria-labelledby="offline-scans-title">
      <h2 id="offline-scans-title" className="offline-scans__title">
        Waiting to be sent
      </h2>
      <ul className="ll-list ll-list--loose scan-history-list">
        {scans.map((scan) => {
          const overall = scan.result.overallSafety;
          return (
            <li
              key={scan.idempotencyKey}
              className="offline-scan"
              data-offline-scan={scan.idempotencyKey}
            >
              <span className="offline-badge">
                <Smartphone aria-hidden="true" /> On this device
              </span>
              <p className="offline-scan__name">{scan.productName || 'Scanned offline'}</p>
              <p className="ll-muted ll-text-sm">
                {scan.result.ingredients.length} ingredients
                {overall.score !== null ? ` · score ${overall.score}/10` : ''}
                {' · '}
                {new Date(scan.createdAt).toLocaleString()}
              </p>
              {scan.syncError ? (
                <p className="offline-scan__error" role="alert">
                  Not saved: {scan.syncError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
