import { queryKeys, type ScanResult } from '@labellens/web-api-client';
import { useToast } from '@labellens/shell-contract';
import { Alert, Badge, Button, Card, CardContent } from '@labellens/web-ui';
import { useQueryClient } from '@tanstack/react-query';
import { BookmarkPlus, HeartPulse, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { AllergenCard } from '../../results/components/AllergenCard';
import { ChooseInsteadSection } from '../../results/components/ChooseInsteadSection';
import { HistoryComparison } from '../../results/components/HistoryComparison';
import { IngredientCard } from '../../results/components/IngredientCard';
import { NutritionPanel } from '../../results/components/NutritionPanel';
import { OverallRating } from '../../results/components/OverallRating';
import { PersonalVerdictBanner } from '../../results/components/PersonalVerdictBanner';
import { isUnrecognised } from '../../results/utils/safety-rating';
import { coverageOf } from '../../results/utils/verdict';
import { usePreferenceActions } from '../../results/hooks/usePreferenceActions';
import { ShareButton } from '../../share/components/ShareButton';
import { AddToListButton } from '../../shopping-list/components/AddToListButton';
import { ResultsLanguageProvider, useResultsText } from '../../common/i18n/context';
import { isDeviceResult } from '../../offline/device-scan';

export interface ResultsCardProps {
  result: ScanResult;
  onPreferenceChanged: (name: string, preference: 'none' | 'concern' | 'allergy') => void;
  /** Back to the ingredient list, to correct what was not recognised. */
  onCorrectList?: () => void;
  /** One unrecognised ingredient corrected in place: the list is analysed again. */
  onCorrectIngredient?: (name: string, corrected: string) => void;
  /** Display language of the scan (code or the select's name); the result's own wins. */
  language?: string;
}

/** "Analysis Results" of a fresh scan, wholly in the scan's display language. */
export function ResultsCard(props: ResultsCardProps) {
  return (
    <ResultsLanguageProvider
      language={props.result.product.displayLanguage ?? props.language ?? 'en'}
      ingredients={props.result.ingredients}
    >
      <ResultsCardBody {...props} />
    </ResultsLanguageProvider>
  );
}

function ResultsCardBody({
  result,
  onPreferenceChanged,
  onCorrectList,
  onCorrectIngredient,
}: ResultsCardProps) {
  const { t, lang, dir, name: shownName } = useResultsText();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const prefs = usePreferenceActions({ onChanged: onPreferenceChanged });
  const name = result.product.productName || t('results.unnamed');
  const ingredients = result.ingredients;
  const allergens = result.allergens;
  const contains = (result.product.containsStatements ?? []).filter(Boolean);
  const coverage = coverageOf(result.overallSafety);
  const anyUnrecognised = ingredients.some((i) => isUnrecognised(i.safetyRating));
  const marked = ingredients.filter(
    (i) => i.userPreference === 'concern' || i.userPreference === 'allergy',
  );

  // The scan is already stored by the server; saving refreshes the history list for the user.
  const save = async () => {
    setSaving(true);
    try {
      await queryClient.invalidateQueries({ queryKey: [queryKeys.scanHistory] });
      toast({ title: t('results.saved'), description: t('results.savedText') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card raised data-testid="scan-results" lang={lang} dir={dir}>
      <CardContent className="ll-stack">
        <div className="ll-row ll-row--between ll-row--wrap">
          <h2 className="scan-h2">{t('results.title')}</h2>
          <div className="ll-row">
            <Badge variant="outline">{t('results.justNow')}</Badge>
            <ShareButton
              label={t('share.button')}
              request={{
                type: 'full',
                analysis: {
                  productName: name,
                  rating: result.overallSafety.rating,
                  score: result.overallSafety.score,
                  ingredients,
                  allergens,
                  personal: result.personal,
                  coverage,
                  guidance: result.guidance,
                },
              }}
            />
          </div>
        </div>
        <div>
          <p className="scan-result__product">{name}</p>
          <p className="ll-muted ll-text-sm">{t('results.analysed', { n: ingredients.length })}</p>
        </div>
        {/* Desktop: the verdict, advice and allergens beside the ingredient list. */}
        <div className="scan-columns">
          <div className="scan-columns__summary">
            <PersonalVerdictBanner personal={result.personal} />
            {contains.length > 0 ? (
              <Alert
                tone="danger"
                title={t('results.allergyInfo')}
                icon={<TriangleAlert aria-hidden="true" />}
              >
                <ul className="scan-plain-list">
                  {contains.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            <OverallRating
              rating={result.overallSafety.rating}
              score={result.overallSafety.score}
              coverage={coverage}
              personal={result.personal}
              onCorrect={onCorrectList}
            />
            {marked.length > 0 ? (
              <Alert
                tone="danger"
                title={t('results.personalAlert')}
                icon={<HeartPulse aria-hidden="true" />}
              >
                {t('results.personalAlertText')}{' '}
                {marked
                  .map(
                    (i) =>
                      `${shownName(i.name)} (${t(i.userPreference === 'allergy' ? 'pref.allergy' : 'pref.concern')})`,
                  )
                  .join(', ')}
              </Alert>
            ) : null}
            <ChooseInsteadSection guidance={result.guidance} />
            <HistoryComparison scanId={result.product.id} />
            <AddToListButton
              scanId={result.product.id}
              productName={name}
              guidance={result.guidance}
              label={t('list.add')}
            />
            {result.nutrition?.data && result.nutrition.analysis ? (
              <NutritionPanel
                data={result.nutrition.data}
                analysis={result.nutrition.analysis}
                productName={name}
              />
            ) : null}
            {allergens.length > 0 ? (
              <section className="ll-stack ll-stack--sm">
                <h3 className="scan-h3">
                  {t('results.allergenAnalysis', { n: allergens.length })}
                </h3>
                <ul className="ll-list">
                  {allergens.map((a) => (
                    <AllergenCard key={a.name} allergen={a} productName={name} />
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <div className="scan-columns__details">
            {ingredients.length > 0 ? (
              <section className="ll-stack ll-stack--sm">
                <h3 className="scan-h3">
                  {t('results.ingredientAnalysis', { n: ingredients.length })}
                </h3>
                {onCorrectIngredient && anyUnrecognised ? (
                  <p className="ll-muted ll-text-sm">{t('results.misreadHint')}</p>
                ) : null}
                <ul className="ll-list">
                  {ingredients.map((ingredient, index) => (
                    <IngredientCard
                      key={`${ingredient.id ?? ingredient.name}-${index}`}
                      ingredient={ingredient}
                      productName={name}
                      preferencePending={prefs.pending}
                      onMark={prefs.mark}
                      onRemove={prefs.remove}
                      onCorrect={onCorrectIngredient}
                    />
                  ))}
                </ul>
              </section>
            ) : null}
            {/* A result rated on the device is kept there already and sent when back online. */}
            {isDeviceResult(result) ? null : (
              <Button size="lg" block onClick={() => void save()} disabled={saving}>
                <BookmarkPlus aria-hidden="true" />
                {saving ? t('results.saving') : t('results.save')}
              </Button>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
