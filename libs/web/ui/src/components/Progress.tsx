import { cx } from '../cx';

export interface ProgressProps {
  /** 0 to 100 */
  value: number;
  tone?: 'default' | 'warning' | 'danger';
  label?: string;
  className?: string;
}

export function Progress({ value, tone = 'default', label, className }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-label={label}
      className={cx('ll-progress', tone !== 'default' && `ll-progress--${tone}`, className)}
    >
      <div className="ll-progress__bar" style={{ width: `${clamped}%` }} />
    </div>
  );
}
