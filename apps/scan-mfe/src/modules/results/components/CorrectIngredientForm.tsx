import { Button, FormField, Input } from '@labellens/web-ui';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';

export interface CorrectIngredientFormProps {
  /** The name as analysed (and not recognised). */
  name: string;
  onCorrect: (corrected: string) => void;
}

/** Inline correction of an unrecognised ingredient; the list is then analysed again. */
export function CorrectIngredientForm({ name, onCorrect }: CorrectIngredientFormProps) {
  const [value, setValue] = useState(name);
  const corrected = value.trim();
  const changed = corrected !== '' && corrected.toLowerCase() !== name.trim().toLowerCase();
  return (
    <form
      className="scan-correct"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) onCorrect(corrected);
      }}
    >
      <FormField
        label="Not recognised — correct the name"
        hint="The corrected list is analysed again, which uses one scan."
      >
        <Input
          value={value}
          autoComplete="off"
          onChange={(e) => {
            setValue(e.target.value);
          }}
        />
      </FormField>
      <Button type="submit" size="sm" disabled={!changed}>
        <RefreshCw aria-hidden="true" /> Re-analyze
      </Button>
    </form>
  );
}
