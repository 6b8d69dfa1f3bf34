import { FEATURES } from '../landing-content';
import { SectionHeading } from './SectionHeading';

export function FeaturesSection() {
  return (
    <section className="shell-section" id="features" data-section="features">
      <div className="ll-container ll-container--roomy">
        <SectionHeading
          eyebrow="Features"
          title="Everything you need to shop with confidence"
          text="LabelLens turns a hard-to-read label into a clear, personal answer."
        />
        <ul className="shell-feature-grid">
          {FEATURES.map(({ Icon, title, text }) => (
            <li key={title} className="ll-card shell-feature-card" data-testid="feature-card">
              <span className="shell-icon-tile">
                <Icon aria-hidden="true" />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
