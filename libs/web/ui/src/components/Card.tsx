import type { HTMLAttributes } from 'react';
import { cx } from '../cx';
import { withClass } from '../with-class';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  raised?: boolean;
  interactive?: boolean;
}

export function Card({ raised, interactive, className, ...rest }: CardProps) {
  return (
    <div
      className={cx(
        'll-card',
        raised && 'll-card--raised',
        interactive && 'll-card--interactive',
        className,
      )}
      {...rest}
    />
  );
}

export const CardHeader = withClass('div', 'll-card__header', 'CardHeader');

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  as?: 'h2' | 'h3' | 'h4';
}

export function CardTitle({ as: Tag = 'h3', className, ...rest }: CardTitleProps) {
  return <Tag className={cx('ll-card__title', className)} {...rest} />;
}

export const CardDescription = withClass('p', 'll-card__description', 'CardDescription');
export const CardContent = withClass('div', 'll-card__content', 'CardContent');
export const CardFooter = withClass('div', 'll-card__footer', 'CardFooter');
