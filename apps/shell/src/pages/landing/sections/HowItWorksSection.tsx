import { STEPS } from '../landing-content';
import { SectionHeading } from './SectionHeading';

export function HowItWorksSection() {
  return (
    <section
      className="shell-section shell-section--tinted"
      id="how-it-works"
      data-section="how-it-works"
    >
      <div className="ll-container ll-container--roomy">
        <SectionHeading
          eyebrow="How it works"
          title="From label to answer in three steps"
          text="Most ingredient analyses finish in 8 to 15 seconds."
        />
        <ol className="shell-steps">
          {STEPS.map(({ Icon, title, text }, index) => (
            <li key={title} className="shell-step">
              <span className="shell-step__number">{index + 1}</span>
              <span className="shell-icon-tile shell-icon-tile--lg">
                <Icon aria-hidden="true" />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
