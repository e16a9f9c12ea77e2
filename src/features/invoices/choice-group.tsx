import type { ReactNode } from 'react';
import styled from 'styled-components';
import { onPhone, TAP_TARGET_MIN } from '../../components/breakpoints';

const Group = styled.fieldset`
  margin: 0 0 18px;
  padding: 0;
  border: 0;
  font-size: 13px;
  legend {
    margin-bottom: 8px;
    font-weight: 600;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    margin-bottom: 8px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 4px;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.primary};
  }
  label:has(input:disabled) {
    color: ${({ theme }) => theme.muted};
  }
  /* The way on under the choices (管理发票抬头), a thumb's target on a phone. */
  ${onPhone} {
    & > a {
      display: inline-flex;
      align-items: center;
      min-height: ${TAP_TARGET_MIN}px;
    }
  }
`;

export interface Choice<T> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

/** A titled radio group: one choice of several, each a whole clickable row. */
export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  choices,
  chosen,
  onChoose,
  children,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  chosen: T | undefined;
  onChoose: (value: T) => void;
  /** Shown under the choices (an empty list's way on). */
  children?: ReactNode;
}) {
  return (
    <Group>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value}>
          <input
            type="radio"
            name={name}
            checked={choice.value === chosen}
            disabled={choice.disabled}
            onChange={() => onChoose(choice.value)}
          />
          {choice.label}
        </label>
      ))}
      {children}
    </Group>
  );
}
