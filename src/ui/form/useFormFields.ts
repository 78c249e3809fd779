import { useState } from 'react';
import type { FieldErrors } from './validation';

/** A form's text values and field messages, and the props that wire one field to them. */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });
  return { values, setValues, errors, setErrors, field };
}
