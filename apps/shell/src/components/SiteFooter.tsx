import { Link } from 'react-router-dom';
import { BrandLogo } from './BrandLogo';

/** A footer link: an anchor of the landing page (href), or a route (to). */
type FooterLink =
  { label: string; href: string; to?: never } | { label: string; to: string; href?: never };

const FOOTER_NAV: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: '/#features' },
      { label: 'How It Works', href: '/#how-it-works' },
      { label: 'Pricing', href: '/#pricing' },
      { label: 'Get Started', to: '/auth' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'Contact Us', to: '/help/contact' },
      { label: 'Security', to: '/security' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
];

/** Footer of the public pages: product anchors, support, legal, and the data credit line. */
export function SiteFooter() {
  return (
    <footer className="shell-footer">
      <div className="ll-container ll-container--roomy shell-footer__grid">
        <div className="shell-footer__brand">
          <BrandLogo />
          <p className="ll-text-sm">
            Scan a label, understand every ingredient. Informational only, not medical advice.
          </p>
        </div>
        {FOOTER_NAV.map(({ title, links }) => (
          <nav key={title} aria-label={title}>
            <h2 className="shell-footer__heading">{title}</h2>
            <ul className="ll-list">
              {links.map((link) => (
                <li key={link.label}>
                  {link.href === undefined ? (
                    <Link to={link.to}>{link.label}</Link>
                  ) : (
                    <a href={link.href}>{link.label}</a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="ll-container ll-container--roomy shell-footer__bottom">
        <p>© {new Date().getFullYear()} LabelLens. All rights reserved.</p>
        <p className="shell-footer__credit">
          Ingredient data: Open Food Facts (ODbL) and the European Union (CosIng)
        </p>
      </div>
    </footer>
  );
}
