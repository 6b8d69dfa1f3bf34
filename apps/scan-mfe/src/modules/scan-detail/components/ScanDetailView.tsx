import type { ScanDetail } from '@labellens/web-api-client';
import { Card, CardContent } from '@labellens/web-ui';
import { Calendar, TriangleAlert } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { CorrectListState } from '../../scan/hooks/useScanFlow';
import { formatScanDate } from '../../history/utils/format-date';
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
import { detailBadgeLabel } from '../../results/utils/safety-rating';

export interface ScanDetailViewProps {
  scan: ScanDetail;
  queryKey: string;
}

export function ScanDetailView({ scan, queryKey }: ScanDetailViewProps) {
  const { product } = scan;
  const ingredients = scan.ingredients ?? [];
  const allergens = scan.allergens ?? [];
  const rating = scan.overallSafety?.rating ?? product.overallSafetyRating;
  const score = scan.overallSafety?.score ?? product.overallSafetyScore;
  const contains = (product.containsStatements ?? []).filter(Boolean);
  const name = product.productName || 'Unnamed Product';
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
    <div className="ll-stack" data-testid="scan-detail">
      <div className="ll-row ll-row--between ll-row--wrap">
        <div>
          <h2 className="scan-h2">{name}</h2>
          <p className="ll-muted ll-text-sm ll-row">
            <Calendar aria-hidden="true" className="scan-inline-icon" />
            {formatScanDate(product.scannedAt)}
          </p>
        </div>
        <ShareButton
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

      <PersonalVerdictBanner personal={scan.personal} />
      <OverallRating
        rating={rating}
        score={score}
        badge={coverage && !coverage.enoughKnown ? undefined : detailBadgeLabel(rating)}
        coverage={coverage}
        personal={scan.personal}
        onCorrect={correct}
      />
      <ChooseInsteadSection guidance={scan.guidance} />
      <HistoryComparison scanId={product.id} />
      <AddToListButton scanId={product.id} productName={name} guidance={scan.guidance} />

      <Card>
        <CardContent className="ll-stack ll-stack--sm">
          <h3 className="scan-h3">Product Information</h3>
          <dl className="scan-facts">
            <div>
              <dt>Name</dt>
              <dd>{name}</dd>
            </div>
            <div>
              <dt>Ingredients</dt>
              <dd>{ingredients.length}</dd>
            </div>
          </dl>
          {contains.length > 0 ? (
            <div className="ll-alert ll-alert--danger">
              <TriangleAlert aria-hidden="true" />
              <div>
                <p className="ll-alert__title">Allergy Information</p>
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
          <h3 className="scan-h3">Allergen Analysis ({allergens.length})</h3>
          <ul className="scan-list">
            {allergens.map((a) => (
              <AllergenCard key={a.name} allergen={a} productName={name} />
            ))}
          </ul>
        </section>
      ) : null}

      <section className="ll-stack ll-stack--sm">
        <h3 className="scan-h3">Ingredient Analysis ({ingredients.length})</h3>
        <ul className="scan-list">
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
  );
}
