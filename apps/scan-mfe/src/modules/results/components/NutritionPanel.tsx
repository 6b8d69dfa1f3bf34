import type { NutritionAnalysis, NutritionData } from '@labellens/web-api-client';
import { Badge, Card, CardContent } from '@labellens/web-ui';
import { Salad } from 'lucide-react';
import { ShareButton } from '../../share/components/ShareButton';
import { useResultsText } from '../../common/i18n/context';
import { recommendationKey, recommendationTone, toneBadge } from '../utils/safety-rating';
import { NUTRITION_ROWS } from '../utils/nutrition-rows';

export interface NutritionPanelProps {
  /** The scan's nutrition; without both its values and their analysis nothing is shown. */
  nutrition:
    { data?: NutritionData | null; analysis?: NutritionAnalysis | null } | null | undefined;
  /** When given, a Share button offers the nutrition card. */
  productName?: string;
}

/** Nutrition Analysis card: recommendation, detected values and the three explanations. */
export function NutritionPanel({ nutrition, productName }: NutritionPanelProps) {
  const { t, number, engine } = useResultsText();
  const data = nutrition?.data;
  const analysis = nutrition?.analysis;
  if (!data || !analysis) return null;
  const explanations = [
    { heading: t('nutrition.health'), text: analysis.analysis },
    { heading: t('nutrition.package'), text: analysis.wholePackageAnalysis },
    { heading: t('nutrition.why'), text: analysis.recommendationReason },
  ];
  const values = { ...data, ...analysis.parsedNutrition };
  // Numbers in the language's digits and separators; printed texts ("30 g") as they are.
  const shown = (v: unknown) => (typeof v === 'number' ? number(v, 2) : String(v));
  const rows = NUTRITION_ROWS.filter(
    (r) => values[r.key] !== null && values[r.key] !== undefined && values[r.key] !== '',
  );
  return (
    <Card className="scan-nutrition" data-testid="nutrition-panel">
      <CardContent className="ll-stack">
        <div className="ll-row ll-row--between ll-row--wrap">
          <h3 className="scan-h3 ll-row">
            <Salad aria-hidden="true" className="ll-inline-icon" /> {t('nutrition.title')}
          </h3>
          <span className="ll-row">
            <Badge variant={toneBadge(recommendationTone(analysis.recommendation))}>
              {t(recommendationKey(analysis.recommendation))}
            </Badge>
            {productName !== undefined ? (
              <ShareButton
                request={{ type: 'nutrition', productName, data, analysis }}
                variant="ghost"
                label={t('nutrition.share')}
              />
            ) : null}
          </span>
        </div>
        {rows.length > 0 ? (
          <table className="scan-table">
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{t(r.label)}</th>
                  <td>
                    {shown(values[r.key])}
                    {r.unit && !String(values[r.key]).endsWith(r.unit) ? ` ${r.unit}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {explanations.map(({ heading, text }) =>
          text ? (
            <section key={heading}>
              <p className="ll-caption scan-item__subheading">{heading}</p>
              <p className="ll-text-sm" {...engine}>
                {text}
              </p>
            </section>
          ) : null,
        )}
      </CardContent>
    </Card>
  );
}
