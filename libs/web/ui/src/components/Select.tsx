import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cx } from '../cx';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;

/** Native select: the most accessible choice on phones. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, ...rest },
  ref,
) {
  return <select ref={ref} className={cx('ll-select', className)} {...rest} />;
});
