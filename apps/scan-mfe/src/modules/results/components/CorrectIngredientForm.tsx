import { Button, FormField, Input } from '@labellens/web-ui';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useResultsText } from '../../common/i18n/context';

export interface CorrectIngredientFormProps {
  /** The name as analysed (and not recognised). */
  name: string;
  onCorrect: (corrected: string) => void;
}

/** Inline correction of an unrecognised ingredient; the list is then analysed again. */
export function CorrectIngredientForm({ name, onCorrect }: CorrectIngredientFormProps) {
  const { t } = useResultsText();
  const [value, setValue] = useState(name);
  const corrected = value.trim();
  const changed = corrected !== '' && corrected.toLowerCase() !== name.trim().toLowerCase();
  return (
    <form
      className="ll-stack ll-stack--sm scan-correct"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) onCorrect(corrected);
      }}
    >
      <FormField label={t('correct.label')} hint={t('correct.hint')}>
        <Input
          value={value}
          autoComplete="off"
          onChange={(e) => {
            setValue(e.target.value);
          }}
        />
      </FormField>
      <Button type="submit" size="sm" disabled={!changed}>
        <RefreshCw aria-hidden="true" /> {t('correct.submit')}
      </Button>
    </form>
  );
}
