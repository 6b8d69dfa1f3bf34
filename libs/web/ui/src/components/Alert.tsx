import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: 'info' | 'success' | 'warning' | 'danger';
  icon?: ReactNode;
  title?: ReactNode;
}

/** An inline notice (not a toast). */
export function Alert({ tone = 'info', icon, title, children, className, ...rest }: AlertProps) {
  return (
    <div className={cx('ll-alert', `ll-alert--${tone}`, className)} {...rest}>
      {icon}
      <div>
        {title ? <p className="ll-alert__title">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
