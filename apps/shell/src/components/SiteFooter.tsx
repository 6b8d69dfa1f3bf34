import { Link } from 'react-router-dom';
import { BrandLogo } from './BrandLogo';

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
        <nav aria-label="Product">
          <h2 className="shell-footer__heading">Product</h2>
          <ul className="ll-list">
            <li>
              <a href="/#features">Features</a>
            </li>
            <li>
              <a href="/#how-it-works">How It Works</a>
            </li>
            <li>
              <a href="/#pricing">Pricing</a>
            </li>
            <li>
              <Link to="/auth">Get Started</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Support">
          <h2 className="shell-footer__heading">Support</h2>
          <ul className="ll-list">
            <li>
              <Link to="/help">Help Center</Link>
            </li>
            <li>
              <Link to="/help/contact">Contact Us</Link>
            </li>
            <li>
              <Link to="/security">Security</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="shell-footer__heading">Legal</h2>
          <ul className="ll-list">
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
          </ul>
        </nav>
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
