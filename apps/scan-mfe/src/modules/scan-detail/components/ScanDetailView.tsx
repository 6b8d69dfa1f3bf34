import type { ScanDetail } from '@labellens/web-api-client';
import { Card, CardContent } from '@labellens/web-ui';
import { Calendar, TriangleAlert } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { CorrectListState } from '../../scan/hooks/useScanFlow';
import { AllergenCard } from '../../results/components/AllergenCard';
import { ChooseInsteadSection } from '../../results/components/ChooseInsteadSection';
import { HistoryComparison } from '../../results/components/HistoryComparison';
import { IngredientCard } from '../../results/components/IngredientCard';
import { NutritionPanel } from '../../results/components/NutritionPanel';
import { OverallRating } from '../../results/components/OverallRating';
import { PersonalVerdictBanner } from '../../results/components/PersonalVerdictBanner';
import { coverageOf, listText } from '../../results/utils/verdict';
import { usePreferenceActions } from '../../results/hooks/usePreferenceActions';
import { ShareButton } from '../../share/components/ShareButton';
import { AddToListButton } from '../../shopping-list/components/AddToListButton';
import { ratingKey } from '../../results/utils/safety-rating';
import { ResultsLanguageProvider, useResultsText } from '../../common/i18n/context';

export interface ScanDetailViewProps {
  scan: ScanDetail;
  queryKey: string;
}

/** A saved scan, wholly in the display language it was analysed in. */
export function ScanDetailView(props: ScanDetailViewProps) {
  return (
    <ResultsLanguageProvider
      language={props.scan.product.displayLanguage ?? 'en'}
      ingredients={props.scan.ingredients}
    >
      <ScanDetailBody {...props} />
    </ResultsLanguageProvider>
  );
}

function ScanDetailBody({ scan, queryKey }: ScanDetailViewProps) {
  const { t, lang, dir, date } = useResultsText();
  const { product } = scan;
  const ingredients = scan.ingredients;
  const allergens = scan.allergens;
  const rating = scan.overallSafety?.rating ?? product.overallSafetyRating;
  const score = scan.overallSafety?.score ?? product.overallSafetyScore;
  const contains = (product.containsStatements ?? []).filter(Boolean);
  const name = product.productName || t('results.unnamed');
  const prefs = usePreferenceActions({ scanQueryKey: queryKey });
  const navigate = useNavigate();
  const coverage = coverageOf(scan.overallSafety);
  // A saved scan is not changed: correcting its list starts a new scan with that list filled in.
  const correct = () => {
    const state: CorrectListState = {
      correct: { ingredientsText: listText(ingredients), productName: product.productName ?? null },
    };
    void navigate('/', { state });
  };

  return (
    <div className="ll-stack" data-testid="scan-detail" lang={lang} dir={dir}>
      <div className="ll-row ll-row--between ll-row--wrap">
        <div>
          <h2 className="scan-h2">{name}</h2>
          <p className="ll-muted ll-text-sm ll-row">
            <Calendar aria-hidden="true" className="ll-inline-icon" />
            {date(product.scannedAt) || t('detail.recent')}
          </p>
        </div>
        <ShareButton
          label={t('share.button')}
          request={{
            type: 'full',
            analysis: {
              productName: name,
              rating,
              score,
              ingredients,
              allergens,
              personal: scan.personal,
              coverage,
              guidance: scan.guidance,
            },
          }}
        />
      </div>

      {/* Desktop: the verdict, advice and allergens beside the ingredient list. */}
      <div className="scan-columns">
        <div className="scan-columns__summary">
          <PersonalVerdictBanner personal={scan.personal} />
          <OverallRating
            rating={rating}
            score={score}
            badge={coverage && !coverage.enoughKnown ? undefined : t(ratingKey(rating))}
            coverage={coverage}
            personal={scan.personal}
            onCorrect={correct}
          />
          <ChooseInsteadSection guidance={scan.guidance} />
          <HistoryComparison scanId={product.id} />
          <AddToListButton
            scanId={product.id}
            productName={name}
            guidance={scan.guidance}
            label={t('list.add')}
          />

          <Card>
            <CardContent className="ll-stack ll-stack--sm">
              <h3 className="scan-h3">{t('detail.productInfo')}</h3>
              <dl className="scan-facts">
                <div>
                  <dt>{t('detail.name')}</dt>
                  <dd>{name}</dd>
                </div>
                <div>
                  <dt>{t('detail.ingredients')}</dt>
                  <dd>{ingredients.length}</dd>
                </div>
              </dl>
              {contains.length > 0 ? (
                <div className="ll-alert ll-alert--danger">
                  <TriangleAlert aria-hidden="true" />
                  <div>
                    <p className="ll-alert__title">{t('results.allergyInfo')}</p>
                    <ul className="scan-plain-list">
                      {contains.map((c) => (
                        <li key={c}>{c}</li>
                      ))}
                    </ul>
                  </div>
                </div>
              ) : null}
            </CardContent>
          </Card>

          {product.nutritionData && product.nutritionAnalysis ? (
            <NutritionPanel
              data={product.nutritionData}
              analysis={product.nutritionAnalysis}
              productName={name}
            />
          ) : null}

          {allergens.length > 0 ? (
            <section className="ll-stack ll-stack--sm">
              <h3 className="scan-h3">{t('results.allergenAnalysis', { n: allergens.length })}</h3>
              <ul className="ll-list">
                {allergens.map((a) => (
                  <AllergenCard key={a.name} allergen={a} productName={name} />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className="scan-columns__details">
          <section className="ll-stack ll-stack--sm">
            <h3 className="scan-h3">
              {t('results.ingredientAnalysis', { n: ingredients.length })}
            </h3>
            <ul className="ll-list">
              {ingredients.map((ingredient, index) => (
                <IngredientCard
                  key={`${ingredient.id ?? ingredient.name}-${index}`}
                  ingredient={ingredient}
                  productName={name}
                  preferencePending={prefs.pending}
                  onMark={prefs.mark}
                  onRemove={prefs.remove}
                />
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
