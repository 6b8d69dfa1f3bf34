import { Link, type LinkProps } from 'react-router-dom';
import { buttonClassName } from './Button';

export interface IconLinkProps extends Omit<LinkProps, 'aria-label'> {
  /** The accessible name: the link shows only its icon. */
  label: string;
}

/** A link that looks like an icon button (back, settings). */
export function IconLink({ label, className, ...link }: IconLinkProps) {
  return (
    <Link
      className={buttonClassName({ variant: 'ghost', size: 'icon', className })}
      aria-label={label}
      {...link}
    />
  );
}
