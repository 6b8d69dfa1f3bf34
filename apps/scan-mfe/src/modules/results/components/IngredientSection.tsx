import type { Ingredient } from '@labellens/web-api-client';
import type { ReactNode } from 'react';
import { useResultsText } from '../../common/i18n/context';
import type { PreferenceActions } from '../hooks/usePreferenceActions';
import { IngredientCard } from './IngredientCard';

export interface IngredientSectionProps {
  ingredients: readonly Ingredient[];
  productName: string;
  /** Marking and unmarking an ingredient (shared by every card of the list). */
  prefs: PreferenceActions;
  /** Below the heading (how to correct a misread name). */
  hint?: ReactNode;
  /** When given, unrecognised ingredients can be corrected in place. */
  onCorrect?: (name: string, corrected: string) => void;
}

/** Ingredient Analysis (n): a card per ingredient, in the label's order. */
export function IngredientSection({
  ingredients,
  productName,
  prefs,
  hint,
  onCorrect,
}: IngredientSectionProps) {
  const { t } = useResultsText();
  return (
    <section className="ll-stack ll-stack--sm">
      <h3 className="scan-h3">{t('results.ingredientAnalysis', { n: ingredients.length })}</h3>
      {hint}
      <ul className="ll-list">
        {ingredients.map((ingredient, index) => (
          <IngredientCard
            key={`${ingredient.id}-${index}`}
            ingredient={ingredient}
            productName={productName}
            preferencePending={prefs.pending}
            onMark={prefs.mark}
            onRemove={prefs.remove}
            onCorrect={onCorrect}
          />
        ))}
      </ul>
    </section>
  );
}
