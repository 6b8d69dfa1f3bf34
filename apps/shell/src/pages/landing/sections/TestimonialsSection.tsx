import { Star } from 'lucide-react';
import { TESTIMONIALS } from '../landing-content';
import { LandingSection } from './LandingSection';

export function TestimonialsSection() {
  return (
    <LandingSection
      id="testimonials"
      tinted
      eyebrow="Testimonials"
      title="Loved by careful shoppers"
    >
      <ul className="shell-testimonial-grid">
        {TESTIMONIALS.map((t) => (
          <li key={t.name} className="ll-card ll-stack shell-testimonial">
            <div className="shell-testimonial__stars" role="img" aria-label="5 out of 5 stars">
              {[0, 1, 2, 3, 4].map((i) => (
                <Star key={i} aria-hidden="true" />
              ))}
            </div>
            <blockquote>&ldquo;{t.quote}&rdquo;</blockquote>
            <p className="shell-testimonial__author">
              <span className="ll-avatar" aria-hidden="true">
                {t.name.charAt(0)}
              </span>
              <span>
                <strong>{t.name}</strong>
                <span className="ll-muted ll-text-sm">{t.role}</span>
              </span>
            </p>
          </li>
        ))}
      </ul>
      <p className="shell-stats__note">Example testimonials, for illustration.</p>
    </LandingSection>
  );
}
