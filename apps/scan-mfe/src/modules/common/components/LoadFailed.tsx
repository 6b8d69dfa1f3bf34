import { Button, EmptyState } from '@labellens/web-ui';
import { CircleAlert } from 'lucide-react';

export interface LoadFailedProps {
  title: string;
  onRetry: () => void;
}

/** A list that could not be loaded, announced, with Retry. */
export function LoadFailed({ title, onRetry }: LoadFailedProps) {
  return (
    <EmptyState
      role="alert"
      icon={<CircleAlert aria-hidden="true" />}
      iconClassName="scan-icon--danger"
      title={title}
      action={
        <Button variant="outline" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
