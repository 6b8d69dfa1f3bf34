import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface SettingProps {
  Icon: LucideIcon;
  label: ReactNode;
  detail: ReactNode;
}

/** One read-only setting: an icon, its name and a line of detail. */
export function Setting({ Icon, label, detail }: SettingProps) {
  return (
    <div className="acct-setting">
      <Icon aria-hidden="true" />
      <div>
        <p className="acct-setting__label">{label}</p>
        <p className="ll-muted ll-text-sm">{detail}</p>
      </div>
    </div>
  );
}
