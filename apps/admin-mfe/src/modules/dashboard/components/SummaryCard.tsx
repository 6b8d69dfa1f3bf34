import type { LucideIcon } from 'lucide-react';

export interface SummaryCardProps {
  title: string;
  value: string;
  detail: string;
  Icon: LucideIcon;
}

export function SummaryCard({ title, value, detail, Icon }: SummaryCardProps) {
  return (
    <div className="ll-card ll-stack admin-summary" data-testid="admin-summary">
      <div className="admin-summary__top">
        <p className="admin-summary__title">{title}</p>
        <span className="ll-tile ll-tile--soft admin-summary__icon">
          <Icon aria-hidden="true" />
        </span>
      </div>
      <p className="admin-summary__value">{value}</p>
      <p className="admin-summary__detail">{detail}</p>
    </div>
  );
}
