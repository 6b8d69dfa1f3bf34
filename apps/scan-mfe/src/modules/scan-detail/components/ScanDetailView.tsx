import type { ScanDetail } from '@labellens/web-api-client';
import { Card, CardContent, FactList } from '@labellens/web-ui';
import { Calendar } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { CorrectListState } from '../../scan/hooks/useScanFlow';
import { AllergenSection } from '../../results/components/AllergenSection';
import { ContainsAlert } from '../../results/components/ContainsAlert';
import { IngredientSection } from '../../results/components/IngredientSection';
import { NutritionPanel } from '../../results/components/NutritionPanel';
import { OverallRating } from '../../results/components/OverallRating';
import { PersonalVerdictBanner } from '../../results/components/PersonalVerdictBanner';
import { ResultAdvice } from '../../results/components/ResultAdvice';
import { listText } from '../../results/utils/verdict';
import { usePreferenceActions } from '../../results/hooks/usePreferenceActions';
import { ShareButton } from '../../share/components/ShareButton';
import { scanAnalysis } from '../../share/utils/share-model';
import { ratingKey } from '../../results/utils/safety-rating';
import { useResultsText } from '../../common/i18n/context';

export interface ScanDetailViewProps {
  scan: ScanDetail;
  queryKey: string;
}

/** A saved scan; inside a ResultsLanguageProvider of its display language. */
export function ScanDetailView({ scan, queryKey }: ScanDetailViewProps) {
  const { t, lang, dir, date } = useResultsText();
  const { product } = scan;
  const name = product.productName || t('results.unnamed');
  const analysis = scanAnalysis(scan, name);
  const { ingredients, allergens, rating, coverage } = analysis;
  const contains = product.containsStatements.filter(Boolean);
  const prefs = usePreferenceActions({ scanQueryKey: queryKey });
  const navigate = useNavigate();
  // A saved scan is not changed: correcting its list starts a new scan with that list filled in.
  const correct = () => {
    const state: CorrectListState = {
      correct: { ingredientsText: listText(ingredients), productName: product.productName },
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
        <ShareButton label={t('share.button')} request={{ type: 'full', analysis }} />
      </div>

      {/* Desktop: the verdict, advice and allergens beside the ingredient list. */}
      <div className="scan-columns">
        <div className="scan-columns__summary">
          <PersonalVerdictBanner personal={scan.personal} />
          <OverallRating
            rating={rating}
            score={analysis.score}
            badge={coverage.enoughKnown ? t(ratingKey(rating)) : undefined}
            coverage={coverage}
            personal={scan.personal}
            onCorrect={correct}
          />
          <ResultAdvice scanId={product.id} productName={name} guidance={scan.guidance} />

          <Card>
            <CardContent className="ll-stack ll-stack--sm">
              <h3 className="scan-h3">{t('detail.productInfo')}</h3>
              <FactList
                className="scan-facts"
                facts={[
                  { label: t('detail.name'), value: name },
                  { label: t('detail.ingredients'), value: ingredients.length },
                ]}
              />
              <ContainsAlert statements={contains} />
            </CardContent>
          </Card>

          <NutritionPanel
            nutrition={{ data: product.nutritionData, analysis: product.nutritionAnalysis }}
            productName={name}
          />

          <AllergenSection allergens={allergens} productName={name} />
        </div>
        <div className="scan-columns__details">
          <IngredientSection ingredients={ingredients} productName={name} prefs={prefs} />
        </div>
      </div>
    </div>
  );
}
