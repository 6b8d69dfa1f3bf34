import { useSession } from '@labellens/shell-contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Loaded only when it may be shown: tesseract, the knowledge base and the panel stay off the
// shell's critical path.
const OfflinePromptPanel = lazy(
  () => import(/* webpackChunkName: "ondemand-offline-prompt" */ './OfflinePromptPanel'),
);

/**
 * The first-run "Use offline" prompt (issue 17), offered right after a sign-in on this device:
 * the session going from signed out to signed in within the page, or the sign-in callback page.
 * The panel itself checks it was not answered before and offline use is not set up already.
 */
export function OfflinePrompt() {
  const { user, isLoading } = useSession();
  const wasSignedOut = useRef<boolean | null>(null);
  const [offer, setOffer] = useState(false);

  useEffect(() => {
    if (isLoading) return;
    if (!user) {
      wasSignedOut.current = true;
      return;
    }
    const justSignedIn =
      wasSignedOut.current === true || window.location.pathname.startsWith('/auth/callback');
    wasSignedOut.current = false;
    if (justSignedIn && 'serviceWorker' in navigator && 'indexedDB' in window && navigator.onLine) {
      setOffer(true);
    }
  }, [user, isLoading]);

  if (!offer || !user?.id) return null;
  return (
    <Suspense fallback={null}>
      <OfflinePromptPanel
        user={user}
        onClose={() => {
          setOffer(false);
        }}
      />
    </Suspense>
  );
}
