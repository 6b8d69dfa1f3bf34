import type { LabelHTMLAttributes } from 'react';
import { cx } from '../cx';

export type LabelProps = LabelHTMLAttributes<HTMLLabelElement>;

export function Label({ className, ...rest }: LabelProps) {
  return <label className={cx('ll-label', className)} {...rest} />;
}
