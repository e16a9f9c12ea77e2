import { useState } from 'react';
import {
  INVOICE_TITLE_FIELDS,
  invoiceTitleFieldInput,
  validateInvoiceTitle,
  validateInvoiceTitleField,
  withTitleKind,
} from '../../../engine';
import type {
  FieldErrors,
  InvoiceTitleField,
  InvoiceTitleRules,
  InvoiceTitleValues,
  InvoiceType,
  TitleKind,
} from '../../../engine';

/**
 * The title form's state: values as typed, a field's message once it is left (blur) and every message on
 * submit, all from the engine's rules. Switching the kind or the type re-checks the fields already showing a
 * message, as what they require may have changed.
 */
export function useTitleForm(initial: InvoiceTitleValues, rules: InvoiceTitleRules) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<InvoiceTitleField>>({});

  const checked = (field: InvoiceTitleField, next: InvoiceTitleValues) =>
    validateInvoiceTitleField(field, next, rules);

  function change(next: InvoiceTitleValues) {
    setValues(next);
    setErrors((before) => {
      const shown = INVOICE_TITLE_FIELDS.filter((field) => before[field] !== undefined);
      return Object.fromEntries(shown.map((field) => [field, checked(field, next)]));
    });
  }

  /** A text field's props: its value, its message, and what typing and leaving it do. */
  const text = (field: InvoiceTitleField) => ({
    value: values[field],
    error: errors[field],
    required: invoiceTitleFieldInput(field, values).required,
    onChange: (event: { target: { value: string } }) => change({ ...values, [field]: event.target.value }),
    onBlur: () => setErrors((before) => ({ ...before, [field]: checked(field, values) })),
  });

  function submit(): boolean {
    const validation = validateInvoiceTitle(values, rules);
    setErrors(validation.errors);
    return validation.valid;
  }

  return {
    values,
    errors,
    text,
    shows: (field: InvoiceTitleField) => invoiceTitleFieldInput(field, values).shown,
    setKind: (kind: TitleKind) => change(withTitleKind(values, kind, rules)),
    setInvoiceType: (invoiceType: InvoiceType) => change({ ...values, invoiceType }),
    submit,
  };
}

export type TitleForm = ReturnType<typeof useTitleForm>;
