import { buttonClassName } from '@labellens/web-ui';
import { Link } from 'react-router-dom';
import { TRUST_POINTS } from '../landing-content';

export function CallToActionSection() {
  return (
    <section className="shell-section" id="get-started" data-section="cta">
      <div className="ll-container ll-container--roomy">
        <div className="ll-stack ll-stack--center shell-cta">
          <h2>Start making safer choices today</h2>
          <p>Scan your first three products free. {TRUST_POINTS.join(', ')}.</p>
          <div className="shell-cta__actions">
            <Link to="/auth" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
              Start Scanning Free
            </Link>
            <Link
              to="/help/contact"
              className={`${buttonClassName({ size: 'lg' })} shell-cta__ghost`}
            >
              Contact Sales
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
