import type { Allergen } from '@labellens/web-api-client';
import { Badge } from '@labellens/web-ui';
import { useResultsText } from '../../common/i18n/context';
import { allergenBadgeVariant, isMeaningfulText, ratingKey } from '../utils/safety-rating';
import { ResultItem } from './ResultItem';
import { ResultNotes } from './ResultNotes';

export interface AllergenCardProps {
  allergen: Allergen;
  /** When given, the expanded card offers an allergen share card. */
  productName?: string;
}

/** Expands to About This Allergen, Personal Health Warnings and the Safety Score. */
export function AllergenCard({ allergen, productName }: AllergenCardProps) {
  const { t, number, engine } = useResultsText();
  const warnings = allergen.personalizedWarnings.filter(isMeaningfulText);
  const trace = allergen.presence === 'may-contain';
  return (
    <ResultItem
      className="scan-item--allergen"
      testId="allergen-card"
      share={
        productName === undefined
          ? undefined
          : { request: { type: 'allergen', productName, allergen }, label: t('allergen.share') }
      }
      title={
        <span className="scan-item__title">
          <span className="scan-item__name">{allergen.name}</span>
          {isMeaningfulText(allergen.sourceStatement) ? (
            <span className="scan-item__source">{allergen.sourceStatement}</span>
          ) : null}
        </span>
      }
      badges={
        <>
          {trace ? (
            <Badge variant="outline" data-testid="allergen-may-contain">
              {t('allergen.mayContain')}
            </Badge>
          ) : null}
          <Badge variant={allergenBadgeVariant(allergen.safetyRating)}>
            {t(ratingKey(allergen.safetyRating))}
          </Badge>
        </>
      }
    >
      <div>
        <p className="ll-caption scan-item__subheading">{t('allergen.about')}</p>
        {allergen.explanation ? (
          <p {...engine}>{allergen.explanation}</p>
        ) : (
          <p>{t('allergen.noInfo')}</p>
        )}
      </div>
      <ResultNotes heading={t('allergen.warnings')} notes={warnings} />
      <p>
        <strong>{t('allergen.score')}</strong> {number(allergen.safetyScore)}/{number(10)}
      </p>
    </ResultItem>
  );
}
