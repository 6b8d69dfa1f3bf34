import { ScanLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Centred card on the brand background, used by the sign-in and account e-mail screens. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="acct-auth">
      <div className="acct-auth__inner">
        <Link to="/" className="ll-brand acct-auth__brand" aria-label="LabelLens home">
          <span className="ll-brand__mark" aria-hidden="true">
            <ScanLine />
          </span>
          <span>LabelLens</span>
        </Link>
        <div className="ll-card ll-card--raised acct-auth__card">
          <div className="acct-auth__heading">
            <h1>{title}</h1>
            {subtitle ? <p>{subtitle}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <div className="acct-auth__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
