import { Button, buttonClassName } from '@labellens/web-ui';
import { CloudOff } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RemoteErrorBoundaryProps {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Shown when a remote (scan, account or admin) cannot be loaded or crashes while rendering. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="shell-remote-error" role="alert">
        <span className="ll-empty__icon">
          <CloudOff aria-hidden="true" />
        </span>
        <h1 className="ll-empty__title">This part of LabelLens could not be loaded</h1>
        <p className="ll-muted ll-text-sm">
          The {this.props.remote} module is unavailable right now. Check your connection and try
          again.
        </p>
        <p className="shell-remote-error__detail">{error.message}</p>
        <div className="shell-remote-error__actions">
          <Button onClick={this.props.onRetry}>Try again</Button>
          <a href="/" className={buttonClassName({ variant: 'outline' })}>
            Go to home
          </a>
        </div>
      </div>
    );
  }
}
