import './offline-ui.css';
// "Use offline" (issue 17): in Settings and as the first-run prompt after sign-in. Shows the size
// of the download, a progress bar while it runs, then "Ready to use offline" with the offline
// allowance; the spec's Scan Limit Reached text when the server has no scans to give.
import type { CurrentUser } from '@labellens/web-api-client';
import { Button, Progress } from '@labellens/web-ui';
import { CloudDownload, CircleCheck, CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatBytes } from '../assets';
import { planOfflineDownload, prepareOffline, type OfflinePlan } from '../prepare';
import {
  allowanceLeft,
  getAllowance,
  getReadiness,
  type OfflineAllowance,
  type OfflineReadiness,
} from '../state';

type Phase =
  | { kind: 'loading' }
  | { kind: 'idle'; plan: OfflinePlan | null }
  | { kind: 'downloading'; plan: OfflinePlan; progress: number }
  | {
      kind: 'ready';
      readiness: OfflineReadiness;
      allowance: OfflineAllowance | null;
      limitReached: boolean;
    }
  | { kind: 'error'; plan: OfflinePlan | null };

const LANGUAGE_NAMES: Record<string, string> = {
  eng: 'English',
  fra: 'French',
  deu: 'German',
  spa: 'Spanish',
  ita: 'Italian',
};

export interface UseOfflinePanelProps {
  user: CurrentUser | null | undefined;
  /** Heading level of the panel's title (2 in a page, 2 in a dialog). */
  headingId?: string;
  /** Called once the download is done (the first-run prompt closes itself). */
  onReady?: () => void;
}

export function UseOfflinePanel({
  user,
  headingId = 'use-offline-title',
  onReady,
}: UseOfflinePanelProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  useEffect(() => {
    const state = { alive: true };
    void (async () => {
      const readiness = await getReadiness().catch(() => undefined);
      if (readiness) {
        const allowance = (await getAllowance().catch(() => undefined)) ?? null;
        if (state.alive)
          setPhase({
            kind: 'ready',
            readiness,
            allowance,
            limitReached: allowanceLeft(allowance ?? undefined) === 0,
          });
        return;
      }
      const plan = await planOfflineDownload(navigator.language).catch(() => null);
      if (state.alive) setPhase({ kind: 'idle', plan });
    })();
    return () => {
      state.alive = false;
    };
  }, []);

  const start = async () => {
    const plan = phase.kind === 'idle' || phase.kind === 'error' ? phase.plan : null;
    try {
      const p = plan ?? (await planOfflineDownload(navigator.language));
      setPhase({ kind: 'downloading', plan: p, progress: 0 });
      const result = await prepareOffline(p, user, (progress) => {
        setPhase({ kind: 'downloading', plan: p, progress });
      });
      setPhase({
        kind: 'ready',
        readiness: result.readiness,
        allowance: result.allowance,
        limitReached: result.limitReached,
      });
      onReady?.();
    } catch {
      setPhase({ kind: 'error', plan });
    }
  };

  const plan =
    phase.kind === 'idle' || phase.kind === 'error' || phase.kind === 'downloading'
      ? phase.plan
      : null;
  const what = plan
    ? `Text recognition for ${plan.languages.map((l) => LANGUAGE_NAMES[l] ?? l).join(' and ')} and the ingredient knowledge base: ${formatBytes(plan.transfer)}.`
    : null;

  return (
    <div className="ll-stack ll-stack--sm" data-use-offline={phase.kind}>
      <p className="ll-muted ll-text-sm">
        Scan labels with no network: the photo is read and the ingredients rated on this device, and
        your scans are saved to your history when you are back online.
      </p>
      {phase.kind === 'loading' ? null : phase.kind === 'ready' ? (
        <>
          <p className="offline-ready" role="status">
            <CircleCheck aria-hidden="true" /> <strong>Ready to use offline</strong>
          </p>
          <p className="ll-muted ll-text-sm">
            {formatBytes(phase.readiness.transfer)} on this device.{' '}
            {phase.limitReached || !phase.allowance
              ? null
              : `${allowanceLeft(phase.allowance)} offline scans until ${new Date(phase.allowance.expiresAt).toLocaleDateString()}.`}
          </p>
          {phase.limitReached ? (
            <div className="offline-limit" role="alert">
              <p className="offline-limit__title">Scan Limit Reached</p>
              <p className="ll-text-sm">
                You&apos;ve used all your available scans. Please upgrade your subscription to
                continue.
              </p>
            </div>
          ) : null}
        </>
      ) : phase.kind === 'downloading' ? (
        <>
          {what ? <p className="ll-text-sm">{what}</p> : null}
          <Progress value={phase.progress * 100} label="Downloading offline data" />
          <p className="ll-muted ll-text-sm" aria-live="polite">
            Downloading… {Math.round(phase.progress * 100)}%
          </p>
        </>
      ) : (
        <>
          {what ? <p className="ll-text-sm">{what}</p> : null}
          {phase.kind === 'error' ? (
            <p className="offline-error ll-text-sm" role="alert">
              <CircleAlert aria-hidden="true" /> The download failed. Check your connection and try
              again.
            </p>
          ) : null}
          <Button block onClick={() => void start()} aria-describedby={headingId}>
            <CloudDownload aria-hidden="true" /> Use offline
          </Button>
        </>
      )}
    </div>
  );
}
