import type { CurrentUser } from '@labellens/web-api-client';
import { getReadiness, markPrompted, UseOfflinePanel, wasPrompted } from '@labellens/web-offline';
import { Button } from '@labellens/web-ui';
import { useEffect, useState } from 'react';

export interface OfflinePromptPanelProps {
  user: CurrentUser;
  onClose: () => void;
}

/** "Use offline?" after sign-in: once per person on this device, answered either way. */
export default function OfflinePromptPanel({ user, onClose }: OfflinePromptPanelProps) {
  const [show, setShow] = useState(false);
  const userId = user.id;

  useEffect(() => {
    const state = { alive: true };
    void (async () => {
      const answered = await wasPrompted(userId).catch(() => true);
      const ready = await getReadiness().catch(() => undefined);
      if (state.alive && !answered && !ready) setShow(true);
    })();
    return () => {
      state.alive = false;
    };
  }, [userId]);

  if (!show) return null;
  // The panel goes once the answer is stored: a page left right after it still remembers it.
  const close = () => {
    void markPrompted(userId)
      .catch(() => undefined)
      .finally(onClose);
  };
  return (
    <section className="shell-offline-prompt" aria-labelledby="offline-prompt-title">
      <div className="shell-offline-prompt__head">
        <h2 id="offline-prompt-title">Use LabelLens offline?</h2>
        <Button size="sm" variant="ghost" onClick={close}>
          Not now
        </Button>
      </div>
      <UseOfflinePanel
        user={user}
        headingId="offline-prompt-title"
        onReady={() => {
          void markPrompted(userId);
        }}
      />
    </section>
  );
}
