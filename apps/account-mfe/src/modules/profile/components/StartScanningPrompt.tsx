import { buttonClassName } from '@labellens/web-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface StartScanningPromptProps {
  /** Why the card is empty. */
  children: ReactNode;
}

/** The compact empty state of a profile card, with a way to the scanner. */
export function StartScanningPrompt({ children }: StartScanningPromptProps) {
  return (
    <div className="ll-empty acct-empty-compact">
      <p className="ll-muted ll-text-sm">{children}</p>
      <Link to="/" className={buttonClassName({ size: 'sm' })}>
        Start Scanning
      </Link>
    </div>
  );
}
