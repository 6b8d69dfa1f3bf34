import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '../cx';

export type ButtonVariant =
  'primary' | 'brand' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}

/** Class names of a button, for links that must look like buttons (router <Link>, <a>). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block,
  className,
}: ButtonStyleOptions = {}): string {
  return cx(
    'll-btn',
    `ll-btn--${variant}`,
    size !== 'md' && `ll-btn--${size}`,
    block && 'll-btn--block',
    className,
  );
}

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<ButtonStyleOptions, 'className'> {}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      {...rest}
    />
  );
});
