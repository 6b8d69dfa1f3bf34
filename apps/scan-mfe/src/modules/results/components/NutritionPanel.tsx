import type { NutritionAnalysis, NutritionData } from '@labellens/web-api-client';
import { Badge, Card, CardContent } from '@labellens/web-ui';
import { Salad } from 'lucide-react';
import { ShareButton } from '../../share/components/ShareButton';
import { recommendationLabel, recommendationTone, toneBadge } from '../utils/safety-rating';

export interface NutritionPanelProps {
  data: NutritionData;
  analysis: NutritionAnalysis;
  /** When given, a Share button offers the nutrition card. */
  productName?: string;
}

const ROWS: { key: keyof NutritionData; label: string; unit: string }[] = [
  { key: 'servingSize', label: 'Serving size', unit: '' },
  { key: 'calories', label: 'Calories', unit: '' },
  { key: 'totalFat', label: 'Total fat', unit: 'g' },
  { key: 'saturatedFat', label: 'Saturated fat', unit: 'g' },
  { key: 'carbohydrates', label: 'Carbohydrates', unit: 'g' },
  { key: 'sugars', label: 'Sugars', unit: 'g' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'sodium', label: 'Sodium', unit: 'mg' },
];

/** Nutrition Analysis card: recommendation, detected values and the three explanations. */
export function NutritionPanel({ data, analysis, productName }: NutritionPanelProps) {
  const values = { ...data, ...analysis.parsedNutrition };
  const rows = ROWS.filter(
    (r) => values[r.key] !== null && values[r.key] !== undefined && values[r.key] !== '',
  );
  return (
    <Card className="scan-nutrition" data-testid="nutrition-panel">
      <CardContent className="ll-stack">
        <div className="ll-row ll-row--between">
          <h3 className="scan-h3 ll-row">
            <Salad aria-hidden="true" className="scan-inline-icon" /> Nutrition Analysis
          </h3>
          <span className="ll-row">
            <Badge variant={toneBadge(recommendationTone(analysis.recommendation))}>
              {recommendationLabel(analysis.recommendation)}
            </Badge>
            {productName !== undefined ? (
              <ShareButton
                request={{ type: 'nutrition', productName, data, analysis }}
                variant="ghost"
                label="Share nutrition"
              />
            ) : null}
          </span>
        </div>
        {rows.length > 0 ? (
          <table className="scan-table">
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.label}</th>
                  <td>
                    {String(values[r.key])}
                    {r.unit && !String(values[r.key]).endsWith(r.unit) ? ` ${r.unit}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {analysis.analysis ? (
          <section>
            <p className="scan-item__subheading">Health Analysis</p>
            <p className="ll-text-sm">{analysis.analysis}</p>
          </section>
        ) : null}
        {analysis.wholePackageAnalysis ? (
          <section>
            <p className="scan-item__subheading">Whole Package Impact</p>
            <p className="ll-text-sm">{analysis.wholePackageAnalysis}</p>
          </section>
        ) : null}
        {analysis.recommendationReason ? (
          <section>
            <p className="scan-item__subheading">Why This Recommendation</p>
            <p className="ll-text-sm">{analysis.recommendationReason}</p>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
