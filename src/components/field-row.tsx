import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { onPhone } from './breakpoints';

/** The ids a field's control points at: its hint and its error, when shown. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

// The label beside its control (dialogs, the account's forms); above it on a phone, where a label column
// would leave the control too narrow (the region picker's tabs).
const Row = styled.div`
  display: grid;
  grid-template-columns: 96px 1fr;
  column-gap: 12px;
  align-items: start;
  margin-bottom: 18px;
  > label,
  > span {
    padding-top: 7px;
    text-align: right;
    color: ${({ theme }) => theme.text};
  }
  > label[data-required]::before {
    content: '*';
    margin-right: 4px;
    color: ${({ theme }) => theme.danger};
  }
  input:not([type='checkbox']),
  textarea {
    box-sizing: border-box;
    width: 100%;
    padding: 6px 12px;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 4px;
    font: inherit;
    color: ${({ theme }) => theme.text};
    &:focus {
      outline: none;
      border-color: ${({ theme }) => theme.primary};
      box-shadow: 0 0 0 2px ${({ theme }) => theme.primaryFaint};
    }
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.danger};
    }
    &:disabled {
      background: ${({ theme }) => theme.background};
      color: ${({ theme }) => theme.muted};
      cursor: not-allowed;
    }
  }
  textarea {
    resize: vertical;
  }
  ${onPhone} {
    grid-template-columns: 1fr;
    row-gap: 6px;
    margin-bottom: 14px;
    > label,
    > span {
      padding-top: 0;
      text-align: left;
    }
  }
`;

// The label above its control, full width (the narrow login box).
const AboveRow = styled.div`
  margin-bottom: 16px;
  > label {
    display: block;
    margin-bottom: 6px;
    font-size: 13px;
    color: ${({ theme }) => theme.muted};
  }
  input {
    width: 100%;
    height: 40px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 4px;
    font: inherit;
    &:focus {
      outline: none;
      border-color: ${({ theme }) => theme.primary};
      box-shadow: 0 0 0 2px ${({ theme }) => theme.primaryFaint};
    }
  }
`;

/** A read-only value beside its label, on the label's line. */
const Value = styled.div`
  padding-top: 7px;
  ${onPhone} {
    padding-top: 0;
  }
`;

/** A row's radio buttons (a radiogroup), on the label's line, wrapping when they run out of room. */
export const FieldChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 18px;
  padding-top: 7px;
  label {
    display: inline-flex;
    gap: 6px;
    align-items: center;
    white-space: nowrap;
  }
  && input {
    width: auto;
    margin: 0;
  }
  ${onPhone} {
    padding-top: 0;
  }
`;

/** The form's buttons, under the controls of rows whose label is beside them. */
export const FieldActions = styled.div`
  padding-left: 108px;
  ${onPhone} {
    padding-left: 0;
  }
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 4px 0 0;
  font-size: 12px;
  line-height: 1.5;
  color: ${({ $error, theme }) => ($error ? theme.danger : theme.muted)};
`;

export interface FieldRowProps {
  /** The control's id: the label names it, the hint and error ids derive from it. Without one the row is
   * a read-only line: the label and the value it holds. */
  id?: string;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  /** Where the label sits: beside the control (default) or above it. */
  layout?: 'beside' | 'above';
  children: ReactNode;
}

/** One labelled field: the label (starred when required), the control, its hint and its error. */
export function FieldRow({ id, label, required, hint, error, layout = 'beside', children }: FieldRowProps) {
  if (id === undefined)
    return (
      <Row>
        <span>{label}</span>
        <Value>{children}</Value>
      </Row>
    );
  const Layout = layout === 'above' ? AboveRow : Row;
  return (
    <Layout>
      <label htmlFor={id} data-required={required || undefined}>
        {label}
      </label>
      <div>
        {children}
        {hint && <Note id={`${id}-hint`}>{hint}</Note>}
        {error && (
          <Note id={`${id}-error`} $error>
            {error}
          </Note>
        )}
      </div>
    </Layout>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** A field whose control is one text input, tied to its label and message. */
export function InputField({
  label,
  error,
  layout,
  ...input
}: { label: string; error?: string | undefined; layout?: FieldRowProps['layout'] } & InputProps) {
  const id = useId();
  return (
    <FieldRow id={id} label={label} error={error} layout={layout}>
      <input id={id} {...describedBy(id, undefined, error)} {...input} />
    </FieldRow>
  );
}
