import type { NutritionData, ScanResult } from '@labellens/web-api-client';
import { Alert, Badge, Button, Card, CardContent } from '@labellens/web-ui';
import { BookmarkPlus, CircleHelp } from 'lucide-react';
import { useSaveToHistory } from '../hooks/useSaveToHistory';
import { NutritionPanel } from './NutritionPanel';
import { ResultsLanguageProvider, useResultsText } from '../../common/i18n/context';
import type { ResultsTextKey } from '../../common/i18n/index';

export interface NutritionResultCardProps {
  result: ScanResult;
  /** The extraction as read, for the fields that were read but failed a sanity check. */
  extracted?: NutritionData | null;
}

const FIELD_LABELS: Record<string, ResultsTextKey> = {
  energyKcal: 'nutrition.energy',
  energyKj: 'nutrition.energy',
  fat: 'nutrition.fat',
  saturatedFat: 'nutrition.saturatedFat',
  carbohydrates: 'nutrition.carbohydrates',
  sugars: 'nutrition.sugars',
  fibre: 'nutrition.fibre',
  protein: 'nutrition.protein',
  salt: 'nutrition.salt',
  sodium: 'nutrition.sodium',
};

/** Texts of the fields the reader marked uncertain (older extraction results have none). */
export function uncertainLabels(extracted: NutritionData | null | undefined): ResultsTextKey[] {
  const raw = (extracted as { uncertain?: unknown } | null | undefined)?.uncertain;
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.map((f) => FIELD_LABELS[String(f)]).filter(Boolean))];
}

/** Whether a scan result is about nutrition only (no ingredient list was analysed). */
export function isNutritionOnly(result: ScanResult): boolean {
  return result.ingredients.length === 0 && result.nutrition.data !== null;
}

/**
 * "Analysis Results" of a nutrition scan: the nutrition card leads, and no ingredient-safety
 * block is shown (there is no list to rate: an empty "Unknown –/10" would only confuse).
 */
export function NutritionResultCard(props: NutritionResultCardProps) {
  return (
    <ResultsLanguageProvider language={props.result.product.displayLanguage}>
      <NutritionResultBody {...props} />
    </ResultsLanguageProvider>
  );
}

function NutritionResultBody({ result, extracted }: NutritionResultCardProps) {
  const { t, lang, dir } = useResultsText();
  const { saving, save } = useSaveToHistory();
  const name = result.product.productName || t('nutrition.defaultName');
  const uncertain = uncertainLabels(extracted);

  return (
    <Card raised data-testid="scan-results" data-kind="nutrition" lang={lang} dir={dir}>
      <CardContent className="ll-stack">
        <div className="ll-row ll-row--between">
          <h2 className="scan-h2">{t('results.title')}</h2>
          <Badge variant="outline">{t('results.justNow')}</Badge>
        </div>
        <p className="scan-result__product">{name}</p>
        <NutritionPanel nutrition={result.nutrition} productName={name} />
        {uncertain.length > 0 ? (
          <Alert
            tone="warning"
            title={t('nutrition.uncertainTitle')}
            icon={<CircleHelp aria-hidden="true" />}
          >
            <span data-testid="nutrition-uncertain">
              {t('nutrition.uncertainText', { fields: uncertain.map((key) => t(key)).join(', ') })}
            </span>
          </Alert>
        ) : null}
        <Button onClick={() => void save()} disabled={saving}>
          <BookmarkPlus aria-hidden="true" /> {saving ? t('results.saving') : t('results.save')}
        </Button>
      </CardContent>
    </Card>
  );
}
