import type { Allergen } from '@labellens/web-api-client';
import { useResultsText } from '../../common/i18n/context';
import { AllergenCard } from './AllergenCard';

export interface AllergenSectionProps {
  allergens: readonly Allergen[];
  productName: string;
}

/** Allergen Analysis (n): a card per allergen; nothing when the product has none. */
export function AllergenSection({ allergens, productName }: AllergenSectionProps) {
  const { t } = useResultsText();
  if (allergens.length === 0) return null;
  return (
    <section className="ll-stack ll-stack--sm">
      <h3 className="scan-h3">{t('results.allergenAnalysis', { n: allergens.length })}</h3>
      <ul className="ll-list">
        {allergens.map((a) => (
          <AllergenCard key={a.name} allergen={a} productName={productName} />
        ))}
      </ul>
    </section>
  );
}
