import './offline.css';
import { Button } from '@labellens/web-ui';
import { WifiOff } from 'lucide-react';

export interface OfflineHistoryNoteProps {
  /** Scans kept on this device are listed above the note. */
  scansOnDevice: boolean;
  /** The browser says it is online but the server could not be reached: offer to try again. */
  onRetry?: () => void;
}

/** History with no network (issue 17): in place of "Failed to load scan history". */
export function OfflineHistoryNote({ scansOnDevice, onRetry }: OfflineHistoryNoteProps) {
  return (
    <div className="offline-notice offline-history-note" role="status">
      <WifiOff aria-hidden="true" />
      <div>
        <p className="offline-history-note__text">
          {scansOnDevice
            ? "You're offline. Scans saved on this device are shown above; your full history appears when you're back online."
            : "You're offline. Your scan history appears when you're back online."}
        </p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    </div>
  );
}
