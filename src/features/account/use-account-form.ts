import { useState } from 'react';
import type { FieldErrors, Validation } from '../../../engine';

/**
 * A small form: values as typed, a field's message after it is left (blur) and every message on submit, from
 * the engine's field check. `submit` answers the checked values, or undefined when a field is wrong.
 */
export function useAccountForm<F extends string>(
  initial: Record<F, string>,
  checkField: (field: F, values: Record<F, string>) => string | undefined,
  validate: (values: Record<F, string>) => Validation<F>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const showCheck = (field: F, next: Record<F, string>) =>
    setErrors((before) => ({ ...before, [field]: checkField(field, next) }));

  const field = (name: F) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      // A field already showing a message is checked as it is corrected.
      if (errors[name] !== undefined) showCheck(name, next);
    },
    onBlur: () => showCheck(name, values),
  });

  function submit(): Record<F, string> | undefined {
    const validation = validate(values);
    setErrors(validation.errors);
    return validation.valid ? values : undefined;
  }

  return { values, field, submit };
}
