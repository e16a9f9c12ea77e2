import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export const AccountForm = styled.form`
  max-width: 440px;
  padding-top: 8px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 96px 1fr;
  align-items: start;
  gap: 4px 12px;
  margin-bottom: 18px;
  > label,
  > span {
    line-height: 36px;
    font-size: 14px;
    color: ${({ theme }) => theme.text};
    text-align: right;
  }
  input {
    width: 100%;
    height: 36px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 4px;
    font: inherit;
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.danger};
    }
    &:focus {
      outline: none;
      border-color: ${({ theme }) => theme.primary};
      box-shadow: 0 0 0 2px ${({ theme }) => theme.primaryFaint};
    }
  }
  p {
    grid-column: 2;
    margin: 0;
    font-size: 12px;
    color: ${({ theme }) => theme.danger};
  }
`;

const Value = styled.div`
  line-height: 36px;
  font-size: 14px;
`;

export const FormActions = styled.div`
  padding-left: 108px;
`;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled input with its message below it, tied by aria-describedby. */
export function FormRow({ label, error, ...input }: { label: string; error?: string } & InputProps) {
  const id = useId();
  return (
    <Row>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? <p id={`${id}-error`}>{error}</p> : null}
    </Row>
  );
}

/** A read-only line of the account: a label and what it holds. */
export function InfoLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Row>
      <span>{label}</span>
      <Value>{children}</Value>
    </Row>
  );
}
