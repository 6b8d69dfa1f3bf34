import { buttonClassName, cx } from '@labellens/web-ui';
import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRICING, TRUST_POINTS } from '../landing-content';
import { LandingSection } from './LandingSection';

export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      eyebrow="Pricing"
      title="Simple, honest pricing"
      text={TRUST_POINTS.join(' · ')}
    >
      <ul className="shell-pricing-grid">
        {PRICING.map((plan) => (
          <li
            key={plan.name}
            className={cx('ll-card shell-plan', plan.popular && 'shell-plan--popular')}
            data-testid="pricing-plan"
          >
            {plan.popular ? <span className="shell-plan__ribbon">Most Popular</span> : null}
            <h3 className="shell-plan__name">{plan.name}</h3>
            <p className="shell-plan__price">
              <span className="shell-plan__amount">{plan.price}</span>
              <span className="ll-muted">{plan.period}</span>
            </p>
            <p className="shell-plan__scans">{plan.scans}</p>
            <p className="ll-muted ll-text-sm">{plan.description}</p>
            <ul className="shell-plan__features">
              {plan.features.map((feature) => (
                <li key={feature}>
                  <Check aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <Link
              to="/auth"
              className={buttonClassName({
                variant: plan.popular ? 'brand' : 'outline',
                block: true,
              })}
            >
              {plan.cta}
            </Link>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
