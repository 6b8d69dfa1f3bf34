import { cx } from '../cx';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Accessible name; visible text is rendered by SpinnerBlock. */
  label?: string;
}

export function Spinner({ size = 'md', className, label = 'Loading' }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cx('ll-spinner', size !== 'md' && `ll-spinner--${size}`, className)}
    />
  );
}

export interface SpinnerBlockProps {
  text?: string;
  fullScreen?: boolean;
}

/** A centred spinner with a line of text, e.g. "Loading...". */
export function SpinnerBlock({ text, fullScreen }: SpinnerBlockProps) {
  return (
    <div
      className={cx('ll-spinner-block', fullScreen && 'll-spinner-block--screen')}
      aria-busy="true"
    >
      <span className="ll-spinner ll-spinner--lg" aria-hidden="true" />
      {text ? <p role="status">{text}</p> : <span className="ll-sr-only">Loading</span>}
    </div>
  );
}
