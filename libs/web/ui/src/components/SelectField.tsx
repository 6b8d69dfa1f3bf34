import type { ComponentProps, ReactNode } from 'react';
import { labelledField, type LabelledFieldProps } from './labelled-field';
import { Select } from './Select';

const LabelledSelect = labelledField(Select, 'LabelledSelect');

export interface SelectOption {
  value: string;
  label: ReactNode;
}

export interface SelectFieldProps extends LabelledFieldProps<ComponentProps<typeof Select>> {
  options: readonly SelectOption[];
  /** Text of a first, empty option ("Choose a category"); none when not given. */
  placeholder?: string;
}

/** A labelled native select over a list of options, reporting the chosen value. */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  return (
    <LabelledSelect {...props}>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </LabelledSelect>
  );
}
