import { useState } from 'react';

export type FieldErrors<F> = Partial<Record<keyof F, string>>;

/**
 * The values and errors of a form of text fields. `setField(name)` gives a field's setter, which
 * also clears that field's error; `fieldProps(name)` gives a labelled field (TextField, …) its
 * value, error and setter; `check()` validates the whole form, shows what it found and tells
 * whether the form may be sent.
 */
export function useFormFields<F extends Record<keyof F, string>>(
  initial: F | (() => F),
  validate: (form: F) => FieldErrors<F>,
) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const setField = (field: keyof F) => (value: string) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const fieldProps = (field: keyof F) => ({
    value: form[field],
    error: errors[field],
    onValueChange: setField(field),
  });
  const check = () => {
    const found = validate(form);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { form, setForm, errors, setField, fieldProps, check };
}
