import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusMessage } from './StatusMessage';

export type StatusPhase = 'working' | 'success' | 'error';

export interface PhaseStatusProps {
  phase: StatusPhase;
  children: ReactNode;
}

/** A request's progress, announced as it changes: a spinner, then a tick or an alert. */
export function PhaseStatus({ phase, children }: PhaseStatusProps) {
  return (
    <StatusMessage
      role="status"
      aria-live="polite"
      icon={phase === 'working' ? 'spinner' : phase === 'success' ? CircleCheck : CircleAlert}
      tone={phase === 'error' ? 'error' : 'ok'}
    >
      {children}
    </StatusMessage>
  );
}
