import { useId, type ReactElement, type ReactNode, cloneElement } from 'react';
import { Label } from './Label';

export interface FormFieldProps {
  label: ReactNode;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
}

/** Label + control + inline hint or error, wired up for screen readers. */
export function FormField({ label, children, error, hint, id }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const messageId = `${controlId}-message`;
  const control = cloneElement(children, {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? messageId : undefined,
  });
  return (
    <div className="ll-field">
      <Label htmlFor={controlId}>{label}</Label>
      {control}
      {error ? (
        <p id={messageId} className="ll-field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="ll-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
