import type { SubscriptionStatus } from '@labellens/web-api-client';
import { Alert } from '@labellens/web-ui';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { remainingScansText, usageView } from '../utils/usage';

export interface LimitPanelsProps {
  status: SubscriptionStatus | undefined;
}

/** Red "Monthly limit reached" or yellow "Almost at your limit" panel. */
export function LimitPanels({ status }: LimitPanelsProps) {
  if (!status) return null;
  const view = usageView(status);
  if (!status.canScan) {
    return (
      <Alert tone="danger" title="Monthly limit reached" icon={<CircleAlert aria-hidden="true" />}>
        {/* The spec says "Pro"; the unlimited plan is called Premium everywhere else. */}
        You&apos;ve used all your free scans this month. Your scans reset next month, or upgrade to
        Premium for unlimited scans.
      </Alert>
    );
  }
  if (view.tone === 'warning' && view.remaining !== null) {
    return (
      <Alert
        tone="warning"
        title="Almost at your limit"
        icon={<TriangleAlert aria-hidden="true" />}
      >
        {remainingScansText(view.remaining)}
      </Alert>
    );
  }
  return null;
}
