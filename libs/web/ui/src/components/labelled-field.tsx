import type { ChangeEvent, ComponentType, ReactNode } from 'react';
import { FormField } from './FormField';

/** What every labelled field adds to its control: the FormField's props and the value it reports. */
export interface FieldProps {
  label: ReactNode;
  value: string;
  /** Called with the control's new value on every change. */
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
}

/** Props of a labelled field of a control whose own props are P. */
export type LabelledFieldProps<P> = Omit<P, keyof FieldProps | 'onChange'> & FieldProps;

/**
 * Makes a labelled field of a form control (Input, Textarea, Select): FormField around it, and an
 * onChange that reports the new value rather than the event.
 */
export function labelledField<P extends object>(Control: ComponentType<P>, displayName: string) {
  function LabelledField(props: LabelledFieldProps<P>) {
    const { label, error, hint, id, onValueChange, ...control } = props;
    const onChange = (event: ChangeEvent<{ value: string }>) => {
      onValueChange(event.target.value);
    };
    return (
      <FormField label={label} error={error} hint={hint} id={id}>
        <Control {...(control as unknown as P)} onChange={onChange} />
      </FormField>
    );
  }
  LabelledField.displayName = displayName;
  return LabelledField;
}
