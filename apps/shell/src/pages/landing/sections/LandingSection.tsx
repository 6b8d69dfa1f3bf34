import type { ReactNode } from 'react';
import { SectionHeading, type SectionHeadingProps } from './SectionHeading';

export interface LandingSectionProps extends SectionHeadingProps {
  /** The section's anchor (/#features), also its data-section. */
  id: string;
  /** On the tinted background, alternating with the plain sections. */
  tinted?: boolean;
  children: ReactNode;
}

/** A section of the landing page: its heading over its content, in the page-wide column. */
export function LandingSection({ id, tinted, children, ...heading }: LandingSectionProps) {
  return (
    <section
      className={tinted ? 'shell-section shell-section--tinted' : 'shell-section'}
      id={id}
      data-section={id}
    >
      <div className="ll-container ll-container--roomy">
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  );
}
