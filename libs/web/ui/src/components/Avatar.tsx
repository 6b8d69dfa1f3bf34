import { cx } from '../cx';

export interface AvatarProps {
  imageUrl?: string | null;
  /** Shown when there is no image: the first letter of the first name or e-mail, else U. */
  fallback: string;
  size?: 'md' | 'lg';
  alt?: string;
}

export function Avatar({ imageUrl, fallback, size = 'md', alt = '' }: AvatarProps) {
  return (
    <span className={cx('ll-avatar', size === 'lg' && 'll-avatar--lg')} aria-hidden={!alt}>
      {imageUrl ? <img src={imageUrl} alt={alt} /> : fallback}
    </span>
  );
}
