import type { Ingredient } from '@labellens/web-api-client';
import { Badge } from '@labellens/web-ui';
import { localName, useResultsText } from '../../common/i18n/context';
import { isMeaningfulText, isUnrecognised } from '../utils/safety-rating';
import { CorrectIngredientForm } from './CorrectIngredientForm';
import { PreferenceControl } from './PreferenceControl';
import { ResultItem } from './ResultItem';
import { ResultNotes } from './ResultNotes';
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
  const marked = ingredient.userPreference === 'concern' || ingredient.userPreference === 'allergy';
  const concerns = ingredient.concerns.filter(isMeaningfulText);
  // The product rating of an ingredient stays; the person's own conflict shows beside it, so
  // skimmed milk powder is never only "Low Risk" to someone allergic to milk.
  const personal = marked ? 'none' : ingredient.personalRiskLevel;
  const correctable = onCorrect !== undefined && isUnrecognised(ingredient.safetyRating);
  return (
    <ResultItem
      className={marked || personal === 'high' ? 'scan-item--marked' : undefined}
      testId="ingredient-card"
      share={
        productName === undefined
          ? undefined
          : {
              request: { type: 'ingredient', productName, ingredient },
              label: t('ingredient.share'),
            }
      }
      title={<span className="scan-item__name">{shown}</span>}
      badges={
        <>
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
        </>
      }
    >
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
      <ResultNotes heading={t('ingredient.concerns')} notes={concerns} />
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
    </ResultItem>
  );
}
