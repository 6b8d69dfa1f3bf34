import { IconTile } from '../../../components/IconTile';
import { STEPS } from '../landing-content';
import { LandingSection } from './LandingSection';

export function HowItWorksSection() {
  return (
    <LandingSection
      id="how-it-works"
      tinted
      eyebrow="How it works"
      title="From label to answer in three steps"
      text="Most ingredient analyses finish in 8 to 15 seconds."
    >
      <ol className="shell-steps">
        {STEPS.map(({ Icon, title, text }, index) => (
          <li key={title} className="ll-stack ll-stack--center shell-step">
            <span className="shell-step__number">{index + 1}</span>
            <IconTile Icon={Icon} large />
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
