import type { Ingredient } from '@labellens/web-api-client';
import { Badge, cx } from '@labellens/web-ui';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { isMeaningfulText, isUnrecognised } from '../utils/safety-rating';
import { ShareButton } from '../../share/components/ShareButton';
import { CorrectIngredientForm } from './CorrectIngredientForm';
import { PreferenceControl } from './PreferenceControl';
import { SafetyBadge } from './SafetyBadge';

export interface IngredientCardProps {
  ingredient: Ingredient;
  preferencePending: boolean;
  onMark: (name: string, preference: 'concern' | 'allergy') => void;
  onRemove: (name: string) => void;
  /** When given, the expanded card offers a share card of this ingredient. */
  productName?: string;
  /** When given, an unrecognised ingredient can be corrected in place and analysed again. */
  onCorrect?: (name: string, corrected: string) => void;
}

/** Expands to the explanation and concerns; red with a badge when the user marked it. */
export function IngredientCard({
  ingredient,
  preferencePending,
  onMark,
  onRemove,
  productName,
  onCorrect,
}: IngredientCardProps) {
  const [open, setOpen] = useState(false);
  const marked = ingredient.userPreference === 'concern' || ingredient.userPreference === 'allergy';
  const concerns = (ingredient.concerns ?? []).filter(isMeaningfulText);
  // The product rating of an ingredient stays; the person's own conflict shows beside it, so
  // skimmed milk powder is never only "Low Risk" to someone allergic to milk.
  const personal = marked ? 'none' : (ingredient.personalRiskLevel ?? 'none');
  const correctable = onCorrect !== undefined && isUnrecognised(ingredient.safetyRating);
  return (
    <li
      className={cx('ll-card scan-item', (marked || personal === 'high') && 'scan-item--marked')}
      data-testid="ingredient-card"
    >
      <button
        type="button"
        className="scan-item__header"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="scan-item__name">{ingredient.name}</span>
        <span className="scan-item__badges">
          {marked ? (
            <Badge variant="destructive">
              {ingredient.userPreference === 'allergy' ? 'Allergy' : 'Concern'}
            </Badge>
          ) : null}
          {personal !== 'none' ? (
            <Badge variant={personal === 'high' ? 'destructive' : 'warning'}>
              {personal === 'high' ? 'Not for you' : 'Take care'}
            </Badge>
          ) : null}
          <SafetyBadge rating={ingredient.safetyRating} />
          <ChevronDown aria-hidden="true" className={cx('scan-item__chevron', open && 'is-open')} />
        </span>
      </button>
      {open ? (
        <div className="scan-item__body">
          {correctable ? (
            <CorrectIngredientForm
              name={ingredient.name}
              onCorrect={(corrected) => onCorrect(ingredient.name, corrected)}
            />
          ) : null}
          {ingredient.explanation ? <p>{ingredient.explanation}</p> : null}
          {concerns.length > 0 ? (
            <div>
              <p className="scan-item__subheading">Concerns</p>
              <ul>
                {concerns.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {isMeaningfulText(ingredient.potentialRisks) ? (
            <p>
              <strong>Potential risks:</strong> {ingredient.potentialRisks}
            </p>
          ) : null}
          {isMeaningfulText(ingredient.allergens) ? (
            <p>
              <strong>Allergens:</strong> {ingredient.allergens}
            </p>
          ) : null}
          {isMeaningfulText(ingredient.personalRisk) ? (
            <p className="scan-item__personal">
              <strong>For you:</strong> {ingredient.personalRisk}
            </p>
          ) : null}
          <PreferenceControl
            name={ingredient.name}
            preference={ingredient.userPreference}
            pending={preferencePending}
            onMark={(p) => onMark(ingredient.name, p)}
            onRemove={() => onRemove(ingredient.name)}
          />
          {productName !== undefined ? (
            <ShareButton
              request={{ type: 'ingredient', productName, ingredient }}
              variant="ghost"
              label="Share ingredient"
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
