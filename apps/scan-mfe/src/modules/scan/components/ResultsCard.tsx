import type { ScanResult } from '@labellens/web-api-client';
import { Alert, Badge, Button, Card, CardContent } from '@labellens/web-ui';
import { BookmarkPlus, HeartPulse } from 'lucide-react';
import { AllergenSection } from '../../results/components/AllergenSection';
import { ContainsAlert } from '../../results/components/ContainsAlert';
import { IngredientSection } from '../../results/components/IngredientSection';
import { NutritionPanel } from '../../results/components/NutritionPanel';
import { OverallRating } from '../../results/components/OverallRating';
import { PersonalVerdictBanner } from '../../results/components/PersonalVerdictBanner';
import { ResultAdvice } from '../../results/components/ResultAdvice';
import { isUnrecognised } from '../../results/utils/safety-rating';
import { usePreferenceActions } from '../../results/hooks/usePreferenceActions';
import { useSaveToHistory } from '../../results/hooks/useSaveToHistory';
import { ShareButton } from '../../share/components/ShareButton';
import { scanAnalysis } from '../../share/utils/share-model';
import { ResultsLanguageProvider, useResultsText } from '../../common/i18n/context';
import { isDeviceResult } from '../../offline/device-scan';

export interface ResultsCardProps {
  result: ScanResult;
  onPreferenceChanged: (name: string, preference: 'none' | 'concern' | 'allergy') => void;
  /** Back to the ingredient list, to correct what was not recognised. */
  onCorrectList?: () => void;
  /** One unrecognised ingredient corrected in place: the list is analysed again. */
  onCorrectIngredient?: (name: string, corrected: string) => void;
}

/** "Analysis Results" of a fresh scan, wholly in the scan's display language. */
export function ResultsCard(props: ResultsCardProps) {
  return (
    <ResultsLanguageProvider
      language={props.result.product.displayLanguage}
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
  const { saving, save } = useSaveToHistory();
  const prefs = usePreferenceActions({ onChanged: onPreferenceChanged });
  const name = result.product.productName || t('results.unnamed');
  const analysis = scanAnalysis(result, name);
  const { ingredients, allergens, coverage } = analysis;
  const contains = result.product.containsStatements.filter(Boolean);
  const anyUnrecognised = ingredients.some((i) => isUnrecognised(i.safetyRating));
  const marked = ingredients.filter(
    (i) => i.userPreference === 'concern' || i.userPreference === 'allergy',
  );

  return (
    <Card raised data-testid="scan-results" lang={lang} dir={dir}>
      <CardContent className="ll-stack">
        <div className="ll-row ll-row--between ll-row--wrap">
          <h2 className="scan-h2">{t('results.title')}</h2>
          <div className="ll-row">
            <Badge variant="outline">{t('results.justNow')}</Badge>
            <ShareButton label={t('share.button')} request={{ type: 'full', analysis }} />
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
            <ContainsAlert statements={contains} />
            <OverallRating
              rating={analysis.rating}
              score={analysis.score}
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
            <ResultAdvice
              scanId={result.product.id}
              productName={name}
              guidance={result.guidance}
            />
            <NutritionPanel nutrition={result.nutrition} productName={name} />
            <AllergenSection allergens={allergens} productName={name} />
          </div>
          <div className="scan-columns__details">
            {ingredients.length > 0 ? (
              <IngredientSection
                ingredients={ingredients}
                productName={name}
                prefs={prefs}
                hint={
                  onCorrectIngredient && anyUnrecognised ? (
                    <p className="ll-muted ll-text-sm">{t('results.misreadHint')}</p>
                  ) : null
                }
                onCorrect={onCorrectIngredient}
              />
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
