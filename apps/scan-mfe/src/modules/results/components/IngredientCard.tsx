import type { Ingredient } from '@labellens/web-api-client';
import { Badge, cx } from '@labellens/web-ui';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { localName, useResultsText } from '../../common/i18n/context';
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
  const { t, lang, engine } = useResultsText();
  // The name in the display language where the knowledge base has one; the printed name inside.
  const shown = localName(ingredient, lang);
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
        onClick={() => {
          setOpen((v) => !v);
        }}
      >
        <span className="scan-item__name">{shown}</span>
        <span className="scan-item__badges">
          {marked ? (
            <Badge variant="destructive">
              {t(ingredient.userPreference === 'allergy' ? 'badge.allergy' : 'badge.concern')}
            </Badge>
          ) : null}
          {personal !== 'none' ? (
            <Badge variant={personal === 'high' ? 'destructive' : 'warning'}>
              {t(personal === 'high' ? 'badge.notForYou' : 'badge.takeCare')}
            </Badge>
          ) : null}
          <SafetyBadge rating={ingredient.safetyRating} />
        </span>
        <ChevronDown aria-hidden="true" className={cx('scan-item__chevron', open && 'is-open')} />
      </button>
      {open ? (
        <div className="scan-item__body">
          {correctable ? (
            <CorrectIngredientForm
              name={ingredient.name}
              onCorrect={(corrected) => {
                onCorrect(ingredient.name, corrected);
              }}
            />
          ) : null}
          {shown !== ingredient.name ? (
            <p className="scan-item__printed">
              <strong>{t('ingredient.printed')}</strong>{' '}
              {/* The label's own words: not translated, and kept apart from the UI's. */}
              <span translate="no" data-printed="">
                {ingredient.name}
              </span>
            </p>
          ) : null}
          {ingredient.explanation ? <p {...engine}>{ingredient.explanation}</p> : null}
          {concerns.length > 0 ? (
            <div>
              <p className="scan-item__subheading">{t('ingredient.concerns')}</p>
              <ul {...engine}>
                {concerns.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {isMeaningfulText(ingredient.potentialRisks) ? (
            <p>
              <strong>{t('ingredient.potentialRisks')}</strong>{' '}
              <span {...engine}>{ingredient.potentialRisks}</span>
            </p>
          ) : null}
          {isMeaningfulText(ingredient.allergens) ? (
            <p>
              <strong>{t('ingredient.allergens')}</strong> {ingredient.allergens}
            </p>
          ) : null}
          {isMeaningfulText(ingredient.personalRisk) ? (
            <p className="scan-item__personal">
              <strong>{t('ingredient.forYou')}</strong>{' '}
              <span {...engine}>{ingredient.personalRisk}</span>
            </p>
          ) : null}
          <PreferenceControl
            name={ingredient.name}
            preference={ingredient.userPreference}
            pending={preferencePending}
            onMark={(p) => {
              onMark(ingredient.name, p);
            }}
            onRemove={() => {
              onRemove(ingredient.name);
            }}
          />
          {productName !== undefined ? (
            <ShareButton
              request={{ type: 'ingredient', productName, ingredient }}
              variant="ghost"
              label={t('ingredient.share')}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
