import {
  Alert,
  Button,
  Card,
  CardContent,
  FactList,
  SelectField,
  TextareaField,
  TextField,
} from '@labellens/web-ui';
import { Eraser, ScanSearch, Sparkles } from 'lucide-react';
import { useRef } from 'react';
import type { ScanFlow } from '../hooks/useScanFlow';
import { DISPLAY_LANGUAGES } from '../utils/ingredients';
import { UncertainWords } from './UncertainWords';

export interface ReviewPanelProps {
  flow: ScanFlow;
}

function valueOrNa(value: number | string | null | undefined, unit = ''): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const text = String(value);
  return unit && !text.endsWith(unit) ? `${text}${unit}` : text;
}

const LANGUAGE_OPTIONS = DISPLAY_LANGUAGES.map((l) => ({ value: l, label: l }));

/** Editable ingredients, allergen text, nutrition summary, product name and language. */
export function ReviewPanel({ flow }: ReviewPanelProps) {
  const ingredientsTab = flow.tab === 'ingredients';
  const n = flow.nutritionData;
  const list = useRef<HTMLTextAreaElement>(null);
  const selectInList = (start: number, end: number) => {
    list.current?.focus();
    list.current?.setSelectionRange(start, end);
  };
  return (
    <Card>
      <CardContent className="ll-stack">
        {ingredientsTab && flow.noList ? (
          <Alert
            tone="warning"
            title="No Ingredients Found"
            icon={<ScanSearch aria-hidden="true" />}
            role="status"
            data-testid="no-list"
          >
            <p>{flow.noList.reason ?? 'Could not read ingredients from this image.'}</p>
            <p className="ll-text-sm">Retake the photo, or type the ingredients below.</p>
          </Alert>
        ) : null}
        {ingredientsTab ? (
          <TextareaField
            label="Ingredients"
            hint="Separate ingredients with commas. Edit anything that was misread."
            ref={list}
            data-ingredient-list
            rows={5}
            placeholder="e.g. water, sugar, citric acid"
            value={flow.ingredientsText}
            onValueChange={flow.setIngredientsText}
          />
        ) : null}
        {ingredientsTab ? (
          <UncertainWords
            text={flow.ingredientsText}
            words={flow.uncertainWords}
            onSelect={selectInList}
          />
        ) : null}
        {ingredientsTab && flow.statements.length > 0 ? (
          <TextareaField
            label="Allergen Information"
            hint="Read from the label. Separate statements with periods; edit anything misread."
            rows={2}
            placeholder="Add allergen statements, separated by periods"
            value={flow.allergenText}
            onValueChange={flow.setAllergenText}
          />
        ) : null}
        {!ingredientsTab ? (
          <div className="ll-stack ll-stack--sm">
            <p className="ll-label">Nutrition Facts</p>
            {n ? (
              <FactList
                className="scan-facts scan-facts--grid"
                facts={[
                  { label: 'Calories', value: valueOrNa(n.calories) },
                  { label: 'Total fat', value: valueOrNa(n.totalFat, 'g') },
                  { label: 'Protein', value: valueOrNa(n.protein, 'g') },
                  { label: 'Sodium', value: valueOrNa(n.sodium, 'mg') },
                ]}
              />
            ) : (
              <p className="ll-muted ll-text-sm">Scan a nutrition label to fill in these values.</p>
            )}
          </div>
        ) : null}
        <TextField
          label="Product Name (optional)"
          value={flow.productName}
          onValueChange={flow.setProductName}
        />
        <SelectField
          label="Display Language"
          options={LANGUAGE_OPTIONS}
          value={flow.language}
          onValueChange={flow.setLanguage}
        />
        <div className="scan-review__actions">
          <Button variant="ghost" onClick={flow.clear} disabled={flow.analyzing}>
            <Eraser aria-hidden="true" /> Clear Data
          </Button>
          <Button
            variant="brand"
            size="lg"
            onClick={flow.analyze}
            disabled={flow.analyzing || flow.extracting}
          >
            <Sparkles aria-hidden="true" />
            {ingredientsTab ? 'Analyze Ingredients' : 'Analyze Nutrition'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
