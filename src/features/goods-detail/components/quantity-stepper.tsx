import { useState } from 'react';
import styled from 'styled-components';
import { purchaseQuantityBounds, typedQuantity } from '../../../../engine';

/**
 * − [n] + : whole numbers from 1 to `max` (the stock) and never above the engine's line maximum
 * (purchaseQuantityBounds), clamped by typedQuantity; typing is accepted on blur or Enter.
 */
export function QuantityStepper({
  value,
  max,
  disabled = false,
  onChange,
}: {
  value: number;
  max?: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}) {
  // What the user is typing; null when not editing, so the field shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const bounds = purchaseQuantityBounds(max);
  const clamp = (quantity: number) => typedQuantity(String(quantity), bounds, value);

  const commit = () => {
    if (draft === null) return;
    const next = typedQuantity(draft, bounds, value);
    setDraft(null);
    if (next !== value) onChange(next);
  };

  return (
    <Box>
      <Step
        type="button"
        aria-label="减少数量"
        disabled={disabled || value <= bounds.min}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </Step>
      <Input
        aria-label="购买数量"
        inputMode="numeric"
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <Step
        type="button"
        aria-label="增加数量"
        disabled={disabled || value >= bounds.max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </Step>
    </Box>
  );
}

const Box = styled.div`
  display: inline-flex;
  height: 34px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 2px;
`;

const Step = styled.button`
  width: 34px;
  border: 0;
  background: #f7f7f7;
  color: ${({ theme }) => theme.text};
  font-size: 18px;
  cursor: pointer;
  &:disabled {
    color: #ccc;
    cursor: not-allowed;
  }
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.primary};
  }
`;

const Input = styled.input`
  width: 56px;
  border: 0;
  border-left: 1px solid ${({ theme }) => theme.border};
  border-right: 1px solid ${({ theme }) => theme.border};
  text-align: center;
  font: inherit;
  outline: none;
`;
