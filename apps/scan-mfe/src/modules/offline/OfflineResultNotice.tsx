import './offline.css';
import { Smartphone } from 'lucide-react';

/** Above a result rated on the device (issue 17). */
export function OfflineResultNotice() {
  return (
    <p className="offline-notice" role="status">
      <Smartphone aria-hidden="true" />
      <span>
        <strong>On this device.</strong> Read and rated offline; it will be saved to your history
        when you are back online.
      </span>
    </p>
  );
}
