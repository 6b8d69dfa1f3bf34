import type { NutritionAnalysis, NutritionData } from '@labellens/web-api-client';
import { Badge, Card, CardContent } from '@labellens/web-ui';
import { Salad } from 'lucide-react';
import { ShareButton } from '../../share/components/ShareButton';
import { useResultsText } from '../../common/i18n/context';
import { recommendationKey, recommendationTone, toneBadge } from '../utils/safety-rating';
import { nutritionRows } from '../utils/nutrition-rows';

export interface NutritionPanelProps {
  /** The scan's nutrition; without both its values and their analysis nothing is shown. */
  nutrition: { data: NutritionData | null; analysis: NutritionAnalysis | null };
  /** When given, a Share button offers the nutrition card. */
  productName?: string;
}

/** Nutrition Analysis card: recommendation, detected values and the three explanations. */
export function NutritionPanel({ nutrition, productName }: NutritionPanelProps) {
  const { t, number, engine } = useResultsText();
  const { data, analysis } = nutrition;
  if (!data || !analysis) return null;
  const explanations = [
    { heading: t('nutrition.health'), text: analysis.analysis },
    { heading: t('nutrition.package'), text: analysis.wholePackageAnalysis },
    { heading: t('nutrition.why'), text: analysis.recommendationReason },
  ];
  const rows = nutritionRows(data, analysis);
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
                    {/* Numbers in the language's digits and separators; printed texts as they are. */}
                    {typeof r.value === 'number' ? number(r.value, 2) : r.value}
                    {r.unit && !String(r.value).endsWith(r.unit) ? ` ${r.unit}` : ''}
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
