import { Button, buttonClassName } from '@labellens/web-ui';
import { CircleCheck, Play, ScanLine, ShieldCheck, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { STATS, STATS_NOTE, TRUST_POINTS } from '../landing-content';
import { LANDING_EXAMPLE, RATING_LABELS } from '../landing-example';

export interface HeroSectionProps {
  onWatchDemo: () => void;
}

export function HeroSection({ onWatchDemo }: HeroSectionProps) {
  const overall = RATING_LABELS[LANDING_EXAMPLE.rating];
  return (
    <section className="shell-hero" id="hero" data-section="hero" aria-labelledby="hero-title">
      <div className="ll-container ll-container--roomy shell-hero__grid">
        <div className="shell-hero__copy">
          <span className="ll-caption shell-eyebrow">
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
                <CircleCheck aria-hidden="true" className="ll-inline-icon" />
                {point}
              </li>
            ))}
          </ul>
        </div>

        <div className="shell-hero__visual" aria-hidden="true">
          <div className="shell-phone">
            <div className="shell-phone__bar" />
            <div className="shell-phone__card">
              <p className="ll-caption shell-phone__label">Example result</p>
              <p className="shell-phone__product">{LANDING_EXAMPLE.product}</p>
              <div className="shell-phone__score">
                <span className="shell-phone__score-value">{LANDING_EXAMPLE.score}</span>
                <span className="ll-muted">/10</span>
                <span className={`ll-badge ll-badge--${overall.tone}`}>{overall.label}</span>
              </div>
              <div className="shell-phone__dots">
                {[0, 1, 2, 3, 4].map((i) => (
                  <span key={i} className={i < LANDING_EXAMPLE.dots ? 'is-on' : undefined} />
                ))}
              </div>
            </div>
            <ul className="shell-phone__list">
              {LANDING_EXAMPLE.rows.map((row) => (
                <li key={row.name}>
                  <span>{row.name}</span>
                  <span className={`ll-badge ll-badge--${row.tone}`}>{row.badge}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>

      <div className="ll-container ll-container--roomy">
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
