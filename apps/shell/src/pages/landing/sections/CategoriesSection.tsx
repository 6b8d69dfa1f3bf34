import { CATEGORIES } from '../landing-content';
import { SectionHeading } from './SectionHeading';

export function CategoriesSection() {
  return (
    <section className="shell-section" id="categories" data-section="categories">
      <div className="ll-container ll-container--roomy">
        <SectionHeading
          eyebrow="Product categories"
          title="One scanner for everything in your basket"
        />
        <ul className="shell-category-grid">
          {CATEGORIES.map(({ Icon, title, text }) => (
            <li key={title} className="ll-card shell-category-card">
              <span className="shell-icon-tile">
                <Icon aria-hidden="true" />
              </span>
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
