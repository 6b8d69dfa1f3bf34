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

export interface ResultsCardProps {
  result: ScanResult;
  onPreferenceChanged: (name: string, preference: 'none' | 'concern' | 'allergy') => void;
  /** Back to the ingredient list, to correct what was not recognised. */
  onCorrectList?: () => void;
  /** One unrecognised ingredient corrected in place: the list is analysed again. */
  onCorrectIngredient?: (name: string, corrected: string) => void;
}

/** "Analysis Results" of a fresh scan. */
export function ResultsCard({
  result,
  onPreferenceChanged,
  onCorrectList,
  onCorrectIngredient,
}: ResultsCardProps) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const prefs = usePreferenceActions({ onChanged: onPreferenceChanged });
  const name = result.product.productName || 'Unnamed Product';
  const ingredients = result.ingredients ?? [];
  const allergens = result.allergens ?? [];
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
      toast({ title: 'Scan Saved', description: 'This scan has been added to your history.' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card raised data-testid="scan-results">
      <CardContent className="ll-stack">
        <div className="ll-row ll-row--between">
          <h2 className="scan-h2">Analysis Results</h2>
          <div className="ll-row">
            <Badge variant="outline">Just now</Badge>
            <ShareButton
              request={{
                type: 'full',
                analysis: {
                  productName: name,
                  rating: result.overallSafety?.rating,
                  score: result.overallSafety?.score,
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
          <p className="ll-muted ll-text-sm">{ingredients.length} ingredients analyzed</p>
        </div>
        <PersonalVerdictBanner personal={result.personal} />
        {contains.length > 0 ? (
          <Alert
            tone="danger"
            title="Allergy Information"
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
          rating={result.overallSafety?.rating}
          score={result.overallSafety?.score}
          coverage={coverage}
          personal={result.personal}
          onCorrect={onCorrectList}
        />
        {marked.length > 0 ? (
          <Alert tone="danger" title="Personal Alert" icon={<HeartPulse aria-hidden="true" />}>
            This product contains ingredients you marked:{' '}
            {marked.map((i) => `${i.name} (${i.userPreference})`).join(', ')}
          </Alert>
        ) : null}
        <ChooseInsteadSection guidance={result.guidance} />
        <HistoryComparison scanId={result.product.id} />
        <AddToListButton scanId={result.product.id} productName={name} guidance={result.guidance} />
        {result.nutrition?.data && result.nutrition.analysis ? (
          <NutritionPanel
            data={result.nutrition.data}
            analysis={result.nutrition.analysis}
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
        {ingredients.length > 0 ? (
          <section className="ll-stack ll-stack--sm">
            <h3 className="scan-h3">Ingredient Analysis ({ingredients.length})</h3>
            {onCorrectIngredient && anyUnrecognised ? (
              <p className="ll-muted ll-text-sm">
                Misread name? Tap an Unknown ingredient to correct it.
              </p>
            ) : null}
            <ul className="scan-list">
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
        <Button size="lg" block onClick={() => void save()} disabled={saving}>
          <BookmarkPlus aria-hidden="true" />
          {saving ? 'Saving...' : 'Save to Scan History'}
        </Button>
      </CardContent>
    </Card>
  );
}
