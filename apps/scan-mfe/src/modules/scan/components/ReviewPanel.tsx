import {
  Alert,
  Button,
  Card,
  CardContent,
  FormField,
  Input,
  Select,
  Textarea,
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
          <FormField
            label="Ingredients"
            hint="Separate ingredients with commas. Edit anything that was misread."
          >
            <Textarea
              ref={list}
              data-ingredient-list
              rows={5}
              placeholder="e.g. water, sugar, citric acid"
              value={flow.ingredientsText}
              onChange={(e) => {
                flow.setIngredientsText(e.target.value);
              }}
            />
          </FormField>
        ) : null}
        {ingredientsTab ? (
          <UncertainWords
            text={flow.ingredientsText}
            words={flow.uncertainWords}
            onSelect={selectInList}
          />
        ) : null}
        {ingredientsTab && flow.statements.length > 0 ? (
          <FormField
            label="Allergen Information"
            hint="Read from the label. Separate statements with periods; edit anything misread."
          >
            <Textarea
              rows={2}
              placeholder="Add allergen statements, separated by periods"
              value={flow.allergenText}
              onChange={(e) => {
                flow.setAllergenText(e.target.value);
              }}
            />
          </FormField>
        ) : null}
        {!ingredientsTab ? (
          <div className="ll-stack ll-stack--sm">
            <p className="ll-label">Nutrition Facts</p>
            {n ? (
              <dl className="scan-facts scan-facts--grid">
                <div>
                  <dt>Calories</dt>
                  <dd>{valueOrNa(n.calories)}</dd>
                </div>
                <div>
                  <dt>Total fat</dt>
                  <dd>{valueOrNa(n.totalFat, 'g')}</dd>
                </div>
                <div>
                  <dt>Protein</dt>
                  <dd>{valueOrNa(n.protein, 'g')}</dd>
                </div>
                <div>
                  <dt>Sodium</dt>
                  <dd>{valueOrNa(n.sodium, 'mg')}</dd>
                </div>
              </dl>
            ) : (
              <p className="ll-muted ll-text-sm">Scan a nutrition label to fill in these values.</p>
            )}
          </div>
        ) : null}
        <FormField label="Product Name (optional)">
          <Input
            value={flow.productName}
            onChange={(e) => {
              flow.setProductName(e.target.value);
            }}
          />
        </FormField>
        <FormField label="Display Language">
          <Select
            value={flow.language}
            onChange={(e) => {
              flow.setLanguage(e.target.value);
            }}
          >
            {DISPLAY_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </Select>
        </FormField>
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
