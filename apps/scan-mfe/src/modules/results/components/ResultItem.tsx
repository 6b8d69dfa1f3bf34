import { cx } from '@labellens/web-ui';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ShareButton, type ShareButtonProps } from '../../share/components/ShareButton';

export interface ResultItemProps {
  /** Class of the card beside `scan-item` (its kind, a marked state). */
  className?: string;
  testId: string;
  /** The left part of the header: the name, and what else identifies the item. */
  title: ReactNode;
  badges: ReactNode;
  /** Shown when the card is expanded. */
  children: ReactNode;
  /** A share card of the item, offered last in the expanded card. */
  share?: ShareButtonProps;
}

/** One ingredient or allergen of a result: a header that expands the card to its details. */
export function ResultItem({ className, testId, title, badges, children, share }: ResultItemProps) {
  const [open, setOpen] = useState(false);
  return (
    <li className={cx('ll-card scan-item', className)} data-testid={testId}>
      <button
        type="button"
        className="ll-row ll-row--between scan-item__header"
        aria-expanded={open}
        onClick={() => {
          setOpen((v) => !v);
        }}
      >
        {title}
        <span className="ll-row ll-row--wrap scan-item__badges">{badges}</span>
        <ChevronDown aria-hidden="true" className={cx('scan-item__chevron', open && 'is-open')} />
      </button>
      {open ? (
        <div className="scan-item__body">
          {children}
          {share ? <ShareButton variant="ghost" {...share} /> : null}
        </div>
      ) : null}
    </li>
  );
}
