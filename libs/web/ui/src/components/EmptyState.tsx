import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** An icon shown in a round tile above the title. */
  icon?: ReactNode;
  /** Class of the icon's tile, for a tone (a danger colour for errors). */
  iconClassName?: string;
  title: ReactNode;
  /** The title's element: a paragraph inside a page, a heading where it is the page's content. */
  titleAs?: 'p' | 'h1' | 'h2';
  text?: ReactNode;
  /** A button or link to go on from here. */
  action?: ReactNode;
}

/** The centred notice of an empty list, a failed load or a page that cannot be shown. */
export function EmptyState({
  icon,
  iconClassName,
  title,
  titleAs: Title = 'p',
  text,
  action,
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div className={cx('ll-empty', className)} {...rest}>
      {icon ? <span className={cx('ll-empty__icon', iconClassName)}>{icon}</span> : null}
      <Title className="ll-empty__title">{title}</Title>
      {text ? <p className="ll-muted ll-text-sm">{text}</p> : null}
      {action}
    </div>
  );
}
