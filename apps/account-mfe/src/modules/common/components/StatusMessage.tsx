import { Spinner } from '@labellens/web-ui';
import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';

export interface StatusMessageProps extends HTMLAttributes<HTMLDivElement> {
  /** A large icon above the text; `tone` colours it. */
  icon: LucideIcon | 'spinner';
  tone?: 'ok' | 'error';
  /** A way on from here (back to sign-in), below the text. */
  action?: ReactNode;
}

/** The centred outcome of an account e-mail step: an icon, a sentence, and a way on. */
export function StatusMessage({
  icon: Icon,
  tone = 'ok',
  action,
  children,
  ...rest
}: StatusMessageProps) {
  return (
    <div className="ll-stack ll-stack--center acct-status" {...rest}>
      {Icon === 'spinner' ? (
        <Spinner size="lg" />
      ) : (
        <Icon aria-hidden="true" className={`acct-status__${tone}`} />
      )}
      <p>{children}</p>
      {action}
    </div>
  );
}
