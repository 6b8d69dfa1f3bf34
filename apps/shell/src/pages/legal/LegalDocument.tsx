import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../../components/PublicLayout';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  intro?: ReactNode;
  banner?: ReactNode;
  sections: LegalSection[];
  footer?: ReactNode;
}

/** Layout shared by the privacy policy and the terms: back link, banner, numbered sections. */
export function LegalDocument({
  title,
  lastUpdated,
  intro,
  banner,
  sections,
  footer,
}: LegalDocumentProps) {
  return (
    <PublicLayout>
      <article className="ll-container ll-container--roomy shell-container--narrow ll-stack ll-stack--lg shell-legal">
        <Link to="/" className="shell-back-link">
          <ArrowLeft aria-hidden="true" /> Back to Home
        </Link>
        <header className="shell-legal__header">
          <h1>{title}</h1>
          <p className="ll-muted">Last updated: {lastUpdated}</p>
        </header>
        {banner}
        {intro ? <div className="shell-legal__intro">{intro}</div> : null}
        <nav aria-label="Contents" className="shell-legal__toc">
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            className="shell-legal__section"
            data-testid="legal-section"
          >
            <h2>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
        {footer}
      </article>
    </PublicLayout>
  );
}
