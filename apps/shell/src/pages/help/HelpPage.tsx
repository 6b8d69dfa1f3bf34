import { buttonClassName, cx, FaqList, Input } from '@labellens/web-ui';
import { CreditCard, MessageSquare, ScanLine, Search, ShieldCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { IconTile } from '../../components/IconTile';
import { PublicLayout } from '../../components/PublicLayout';
import { TitledSection } from '../../components/TitledSection';
import { FAQS, filterFaqs, HELP_TOPICS, type HelpTopic } from './help-content';

const TOPIC_ICONS: Record<HelpTopic, typeof ScanLine> = {
  scanning: ScanLine,
  billing: CreditCard,
  privacy: ShieldCheck,
};

/** /help: searchable FAQ (one item open at a time, collapsible) and three topic cards. */
export function HelpPage() {
  const [query, setQuery] = useState('');
  const [topic, setTopic] = useState<HelpTopic | null>(null);
  const results = useMemo(() => filterFaqs(FAQS, query, topic), [query, topic]);

  return (
    <PublicLayout>
      <section className="shell-page-hero">
        <div className="ll-container ll-container--roomy shell-container--narrow">
          <h1>Help Center</h1>
          <p>Answers about scanning, ratings, plans and your data.</p>
          <div className="shell-search">
            <Search aria-hidden="true" />
            <Input
              type="search"
              placeholder="Search help articles..."
              aria-label="Search help articles"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
              }}
            />
          </div>
        </div>
      </section>

      <div className="ll-container ll-container--roomy shell-container--narrow shell-page-body ll-stack">
        <ul className="shell-topic-grid">
          {HELP_TOPICS.map((t) => {
            const active = topic === t.id;
            return (
              <li key={t.id}>
                <button
                  type="button"
                  className={cx('ll-card shell-topic-card', active && 'is-active')}
                  aria-pressed={active}
                  onClick={() => {
                    setTopic(active ? null : t.id);
                  }}
                >
                  <IconTile Icon={TOPIC_ICONS[t.id]} />
                  <span className="shell-topic-card__title">{t.title}</span>
                  <span className="shell-topic-card__text">{t.text}</span>
                </button>
              </li>
            );
          })}
        </ul>

        <TitledSection id="faq-title" title="Frequently asked questions">
          {results.length === 0 ? (
            <p className="ll-muted">
              No answers match your search. Try other words or contact us below.
            </p>
          ) : (
            <FaqList faqs={results} />
          )}
        </TitledSection>

        <div className="ll-card shell-help-contact">
          <IconTile Icon={MessageSquare} />
          <div>
            <h2 className="shell-h3">Still need help?</h2>
            <p className="ll-muted ll-text-sm">
              Our support team usually replies within 24-48 hours.
            </p>
          </div>
          <Link to="/help/contact" className={buttonClassName()}>
            Contact Us
          </Link>
        </div>
      </div>
    </PublicLayout>
  );
}
