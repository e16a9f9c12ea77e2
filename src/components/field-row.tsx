import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The ids a field's control points at: its hint and its error, when shown. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 96px 1fr;
  column-gap: 12px;
  align-items: start;
  margin-bottom: 18px;
  > label {
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
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 4px 0 0;
  font-size: 12px;
  line-height: 1.5;
  color: ${({ $error, theme }) => ($error ? theme.danger : theme.muted)};
`;

export interface FieldRowProps {
  /** The control's id: the label names it, the hint and error ids derive from it. */
  id: string;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}

/** One labelled field: the label (starred when required), the control, its hint and its error. */
export function FieldRow({ id, label, required, hint, error, children }: FieldRowProps) {
  return (
    <Row>
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
    </Row>
  );
}
