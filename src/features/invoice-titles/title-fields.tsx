import styled from 'styled-components';
import {
  INVOICE_TITLE_HINTS,
  INVOICE_TITLE_LABELS,
  INVOICE_TITLE_MAX,
  INVOICE_TYPE_LABEL,
  invoiceTypeChoices,
  TITLE_KIND_LABEL,
} from '../../../engine';
import type { InvoiceTitleRules, TitleKind } from '../../../engine';
import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';
import { describedBy, FieldChoices, FieldRow } from '../../components/field-row';
import type { TitleForm } from './use-title-form';

const ErrorText = styled.small`
  display: block;
  margin-top: 4px;
  color: ${({ theme }) => theme.danger};
`;

type TextFieldProps = {
  label: string;
  error: string | undefined;
  required: boolean;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'>;

/** One text field: its label (starred when required), its input, its hint and its message. */
function TextField({ label, error, required, hint, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldRow id={id} label={label} required={required} hint={hint} error={error}>
      <input id={id} {...describedBy(id, hint, error)} {...input} />
    </FieldRow>
  );
}

/** 企业 first: a company buying through the shop is who invoices are mostly for. */
const KINDS: readonly TitleKind[] = ['company', 'personal'];

/** The company fields below the tax number: printed on the invoice, required for 增值税专用发票. */
const BANK_FIELDS = ['bank', 'bankAccount', 'registeredAddress', 'registeredPhone'] as const;

/** The form's fields: the kind and type as choices, then the text fields this kind of title has. */
export function TitleFields({ form, rules }: { form: TitleForm; rules: InvoiceTitleRules }) {
  const { values } = form;
  const kind: TitleKind = values.kind === 'personal' ? 'personal' : 'company';
  const text = (field: keyof typeof INVOICE_TITLE_MAX) => ({
    label: INVOICE_TITLE_LABELS[field],
    maxLength: INVOICE_TITLE_MAX[field],
    ...form.text(field),
  });
  return (
    <>
      <FieldRow label={INVOICE_TITLE_LABELS.kind}>
        <FieldChoices role="radiogroup" aria-label={INVOICE_TITLE_LABELS.kind}>
          {KINDS.map((each) => (
            <label key={each}>
              <input
                type="radio"
                name="title-kind"
                checked={values.kind === each}
                onChange={() => form.setKind(each)}
              />
              {TITLE_KIND_LABEL[each]}
            </label>
          ))}
        </FieldChoices>
      </FieldRow>
      <FieldRow label={INVOICE_TITLE_LABELS.invoiceType}>
        <FieldChoices
          role="radiogroup"
          aria-label={INVOICE_TITLE_LABELS.invoiceType}
          aria-invalid={form.errors.invoiceType ? true : undefined}
        >
          {invoiceTypeChoices(kind, rules).map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="invoice-type"
                checked={values.invoiceType === type}
                onChange={() => form.setInvoiceType(type)}
              />
              {INVOICE_TYPE_LABEL[type]}
            </label>
          ))}
        </FieldChoices>
        {form.errors.invoiceType && <ErrorText>{form.errors.invoiceType}</ErrorText>}
      </FieldRow>
      <TextField {...text('name')} placeholder={INVOICE_TITLE_HINTS.namePlaceholder[kind]} />
      {form.shows('taxNo') && (
        <TextField
          {...text('taxNo')}
          hint={INVOICE_TITLE_HINTS.taxNo}
          autoCapitalize="characters"
          spellCheck={false}
        />
      )}
      {BANK_FIELDS.map((field) =>
        form.shows(field) ? (
          <TextField
            key={field}
            {...text(field)}
            {...(field === 'bankAccount' && { inputMode: 'numeric' })}
          />
        ) : null,
      )}
      <TextField {...text('email')} hint={INVOICE_TITLE_HINTS.email} type="email" autoComplete="email" />
    </>
  );
}
