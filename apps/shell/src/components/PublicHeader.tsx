import { buttonClassName } from '@labellens/web-ui';
import { Link } from 'react-router-dom';
import { BrandLogo } from './BrandLogo';

export interface PublicHeaderProps {
  /** The landing page shows in-page anchors; other public pages link back to them. */
  anchorsOnPage?: boolean;
}

export function PublicHeader({ anchorsOnPage }: PublicHeaderProps) {
  const prefix = anchorsOnPage ? '' : '/';
  return (
    <header className="shell-public-header">
      <div className="ll-container ll-container--roomy shell-public-header__inner">
        <BrandLogo />
        <nav className="shell-public-header__links" aria-label="Sections">
          <a href={`${prefix}#features`}>Features</a>
          <a href={`${prefix}#how-it-works`}>How It Works</a>
          <a href={`${prefix}#pricing`}>Pricing</a>
        </nav>
        <Link to="/auth" className={buttonClassName({ variant: 'primary' })}>
          Get Started
        </Link>
      </div>
    </header>
  );
}
