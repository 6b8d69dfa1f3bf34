import { Button, buttonClassName } from '@labellens/web-ui';
import { CircleCheck, Play, ScanLine, ShieldCheck, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { STATS, STATS_NOTE, TRUST_POINTS } from '../landing-content';

export interface HeroSectionProps {
  onWatchDemo: () => void;
}

export function HeroSection({ onWatchDemo }: HeroSectionProps) {
  return (
    <section className="shell-hero" id="hero" data-section="hero" aria-labelledby="hero-title">
      <div className="shell-container shell-hero__grid">
        <div className="shell-hero__copy">
          <span className="shell-eyebrow">
            <ShieldCheck aria-hidden="true" /> AI ingredient safety scanner
          </span>
          <h1 id="hero-title" className="shell-hero__title">
            Know what&rsquo;s really in <span className="shell-gradient-text">everything</span> you
            buy
          </h1>
          <p className="shell-hero__lead">
            Photograph the ingredient list of any food, cosmetic, household or supplement product.
            LabelLens rates every ingredient, flags allergens and explains the results in plain
            language, personalised to your health profile.
          </p>
          <div className="shell-hero__actions">
            <Link to="/auth" className={buttonClassName({ variant: 'brand', size: 'lg' })}>
              <ScanLine aria-hidden="true" />
              Start Scanning Free
            </Link>
            <Button variant="outline" size="lg" onClick={onWatchDemo}>
              <Play aria-hidden="true" />
              Watch Demo
            </Button>
          </div>
          <ul className="shell-trust">
            {TRUST_POINTS.map((point) => (
              <li key={point}>
                <CircleCheck aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>

        <div className="shell-hero__visual" aria-hidden="true">
          <div className="shell-phone">
            <div className="shell-phone__bar" />
            <div className="shell-phone__card">
              <p className="shell-phone__label">Example result</p>
              <p className="shell-phone__product">Fruit yoghurt</p>
              <div className="shell-phone__score">
                <span className="shell-phone__score-value">8.2</span>
                <span className="ll-muted">/10</span>
                <span className="ll-badge ll-badge--success">Low Risk</span>
              </div>
              <div className="shell-phone__dots">
                <span className="is-on" />
                <span className="is-on" />
                <span className="is-on" />
                <span className="is-on" />
                <span />
              </div>
            </div>
            <ul className="shell-phone__list">
              <li>
                <span>Milk</span>
                <span className="ll-badge ll-badge--danger-soft">Allergen</span>
              </li>
              <li>
                <span>Strawberries</span>
                <span className="ll-badge ll-badge--success">Low Risk</span>
              </li>
              <li>
                <span>Potassium sorbate</span>
                <span className="ll-badge ll-badge--warning">Moderate</span>
              </li>
            </ul>
          </div>
        </div>
      </div>

      <div className="shell-container">
        <dl className="shell-stats">
          {STATS.map((stat) => (
            <div key={stat.label} className="shell-stats__item">
              <dt className="ll-sr-only">{stat.label}</dt>
              <dd>
                <span className="shell-stats__value">
                  {stat.label === 'rating' ? <Star aria-hidden="true" /> : null}
                  {stat.value}
                </span>
                <span className="shell-stats__label">{stat.label}</span>
              </dd>
            </div>
          ))}
        </dl>
        <p className="shell-stats__note">{STATS_NOTE}</p>
      </div>
    </section>
  );
}
