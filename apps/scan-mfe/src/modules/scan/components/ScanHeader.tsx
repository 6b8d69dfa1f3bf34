import type { CurrentUser } from '@labellens/web-api-client';
import { ScanLine } from 'lucide-react';
import { AvatarMenu } from './AvatarMenu';

export interface ScanHeaderProps {
  user: CurrentUser | null;
}

export function ScanHeader({ user }: ScanHeaderProps) {
  return (
    <header className="ll-app-header">
      <span className="ll-brand">
        <span className="ll-brand__mark" aria-hidden="true">
          <ScanLine />
        </span>
        <span>LabelLens</span>
      </span>
      <AvatarMenu user={user} />
    </header>
  );
}
