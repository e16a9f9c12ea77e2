import { useState } from 'react';
import styled from 'styled-components';
import { quantityBounds, typedQuantity } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { useUpdateCartQuantity } from '../../shop/writes/cart-writes';
import type { ShownCartItem } from './use-cart-view';

const PHONE_STEP = 32;

const Stepper = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.border};
  button {
    width: 26px;
    border: 0;
    background: #f5f5f5;
    cursor: pointer;
    &:disabled {
      cursor: not-allowed;
      color: #ccc;
    }
  }
  input {
    width: 44px;
    border: 0;
    border-left: 1px solid ${({ theme }) => theme.border};
    border-right: 1px solid ${({ theme }) => theme.border};
    line-height: 26px;
    text-align: center;
    font: inherit;
  }
  /* A thumb's steps: 32 px buttons. */
  ${onPhone} {
    button {
      width: ${PHONE_STEP}px;
      min-height: ${PHONE_STEP}px;
    }
    input {
      width: 48px;
      line-height: ${PHONE_STEP}px;
    }
  }
`;

const Hint = styled.p`
  margin: 4px 0 0;
  font-size: 12px;
  color: ${({ theme }) => theme.muted};
`;

/**
 * A cart line's quantity: − and +, or typed and sent on blur or Enter (never per keystroke), clamped by the
 * engine's typedQuantity to 1 up to the line's stock, with a hint at the top; the ladder tier follows the new
 * quantity. While a change is on its way the field shows it; a refusal shows the server's message and the
 * field goes back to what the server holds.
 */
export function CartQuantity({ line, quantity }: { line: ShownCartItem; quantity: number }) {
  const { setQuantity, updating } = useUpdateCartQuantity();
  // What the user is typing, or the quantity on its way; null: the field shows what the server holds.
  const [draft, setDraft] = useState<string | null>(null);
  const bounds = quantityBounds(line);
  const fixed = line.isInvalid === true;

  const change = async (next: number) => {
    if (next === quantity) {
      setDraft(null);
      return;
    }
    setDraft(String(next));
    await setQuantity({ goodsSkuCode: line.goodsSkuCode, quantity: next });
    setDraft(null);
  };
  const commit = () => {
    if (draft !== null && !updating) void change(typedQuantity(draft, bounds, quantity));
  };

  return (
    <>
      <Stepper aria-busy={updating}>
        <button
          type="button"
          aria-label="减少数量"
          disabled={fixed || updating || quantity <= bounds.min}
          onClick={() => void change(quantity - 1)}
        >
          −
        </button>
        <input
          aria-label="数量"
          inputMode="numeric"
          value={draft ?? String(quantity)}
          readOnly={fixed || updating}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button
          type="button"
          aria-label="增加数量"
          disabled={fixed || updating || quantity >= bounds.max}
          onClick={() => void change(quantity + 1)}
        >
          +
        </button>
      </Stepper>
      {bounds.hint && !fixed && <Hint role="status">{bounds.hint}</Hint>}
    </>
  );
}
