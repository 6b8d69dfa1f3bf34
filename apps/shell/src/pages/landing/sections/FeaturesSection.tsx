import { FeatureCards } from '../../../components/FeatureCards';
import { FEATURES } from '../landing-content';
import { LandingSection } from './LandingSection';

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      eyebrow="Features"
      title="Everything you need to shop with confidence"
      text="LabelLens turns a hard-to-read label into a clear, personal answer."
    >
      <FeatureCards cards={FEATURES} className="shell-feature-grid" cardTestId="feature-card" />
    </LandingSection>
  );
}
