import { queryKeys, type NutritionData, type ScanResult } from '@labellens/web-api-client';
import { useToast } from '@labellens/shell-contract';
import { Alert, Badge, Button, Card, CardContent } from '@labellens/web-ui';
import { useQueryClient } from '@tanstack/react-query';
import { BookmarkPlus, CircleHelp } from 'lucide-react';
import { useState } from 'react';
import { NutritionPanel } from './NutritionPanel';

export interface NutritionResultCardProps {
  result: ScanResult;
  /** The extraction as read, for the fields that were read but failed a sanity check. */
  extracted?: NutritionData | null;
}

const FIELD_LABELS: Record<string, string> = {
  energyKcal: 'energy',
  energyKj: 'energy',
  fat: 'fat',
  saturatedFat: 'saturated fat',
  carbohydrates: 'carbohydrates',
  sugars: 'sugars',
  fibre: 'fibre',
  protein: 'protein',
  salt: 'salt',
  sodium: 'sodium',
};

/** Names of the fields the reader marked uncertain (older extraction results have none). */
export function uncertainLabels(extracted: NutritionData | null | undefined): string[] {
  const raw = (extracted as { uncertain?: unknown } | null | undefined)?.uncertain;
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.map((f) => FIELD_LABELS[String(f)]).filter(Boolean))];
}

/** Whether a scan result is about nutrition only (no ingredient list was analysed). */
export function isNutritionOnly(result: ScanResult): boolean {
  return (result.ingredients ?? []).length === 0 && !!result.nutrition?.data;
}

/**
 * "Analysis Results" of a nutrition scan: the nutrition card leads, and no ingredient-safety
 * block is shown (there is no list to rate: an empty "Unknown –/10" would only confuse).
 */
export function NutritionResultCard({ result, extracted }: NutritionResultCardProps) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const name = result.product.productName || 'Nutrition Analysis';
  const uncertain = uncertainLabels(extracted);

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
    <Card raised data-testid="scan-results" data-kind="nutrition">
      <CardContent className="ll-stack">
        <div className="ll-row ll-row--between">
          <h2 className="scan-h2">Analysis Results</h2>
          <Badge variant="outline">Just now</Badge>
        </div>
        <p className="scan-result__product">{name}</p>
        {result.nutrition?.data && result.nutrition.analysis ? (
          <NutritionPanel
            data={result.nutrition.data}
            analysis={result.nutrition.analysis}
            productName={name}
          />
        ) : null}
        {uncertain.length > 0 ? (
          <Alert tone="warning" title="Not read reliably" icon={<CircleHelp aria-hidden="true" />}>
            <span data-testid="nutrition-uncertain">
              {uncertain.join(', ')}: the figures read do not add up, so they are left out. Please
              check them on the label.
            </span>
          </Alert>
        ) : null}
        <Button onClick={save} disabled={saving}>
          <BookmarkPlus aria-hidden="true" /> {saving ? 'Saving...' : 'Save to Scan History'}
        </Button>
      </CardContent>
    </Card>
  );
}
