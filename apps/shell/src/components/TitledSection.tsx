import type { ReactNode } from 'react';

export interface TitledSectionProps {
  /** Id of the heading, which names the section. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/** A section of a public page, named by its h2. */
export function TitledSection({ id, title, className = 'll-stack', children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="shell-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}
