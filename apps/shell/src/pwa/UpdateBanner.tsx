import { Button } from '@labellens/web-ui';
import { useEffect, useState } from 'react';
import { registerServiceWorker } from './service-worker';

export interface UpdateBannerProps {
  /** The remotes' entry URLs from runtime-config.json, kept for offline use. */
  remoteEntries: readonly string[];
}

/**
 * Registers the service worker (production builds) and, when a new version is waiting, offers
 * to switch to it: "A new version is available — Reload". Stays until chosen; not a timed toast.
 */
export function UpdateBanner({ remoteEntries }: UpdateBannerProps) {
  const [apply, setApply] = useState<(() => void) | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    registerServiceWorker({
      remoteEntries,
      onUpdate: (fn) => {
        setApply(() => fn);
      },
    });
  }, [remoteEntries]);
  if (!apply) return null;
  return (
    <div className="shell-update-banner" role="status">
      <p>A new version is available</p>
      <Button
        size="sm"
        disabled={pending}
        onClick={() => {
          setPending(true);
          apply();
        }}
      >
        Reload
      </Button>
    </div>
  );
}
