import { IconTile } from '../../../components/IconTile';
import { CATEGORIES } from '../landing-content';
import { LandingSection } from './LandingSection';

export function CategoriesSection() {
  return (
    <LandingSection
      id="categories"
      eyebrow="Product categories"
      title="One scanner for everything in your basket"
    >
      <ul className="shell-category-grid">
        {CATEGORIES.map(({ Icon, title, text }) => (
          <li key={title} className="ll-card shell-category-card">
            <IconTile Icon={Icon} />
            <div>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
