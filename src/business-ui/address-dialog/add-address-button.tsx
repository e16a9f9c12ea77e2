import { useId } from 'react';
import styled from 'styled-components';
import { newAddressRefusal } from '../../../engine';
import { Button } from '../../components/button';
import type { ButtonVariant } from '../../components/button';

const Reason = styled.span`
  font-size: 12px;
  font-weight: normal;
  color: ${({ theme }) => theme.muted};
`;

/**
 * 新增收货地址, disabled once the member holds the most addresses the engine allows, with the reason shown
 * beside it and given to the button as its description (a screen reader hears why it does nothing).
 */
export function AddAddressButton({
  count,
  variant,
  onClick,
}: {
  /** How many addresses the member holds. */
  count: number;
  variant: ButtonVariant;
  onClick(): void;
}) {
  const reasonId = useId();
  const refusal = newAddressRefusal(count);
  return (
    <>
      <Button
        $variant={variant}
        disabled={refusal !== undefined}
        aria-describedby={refusal && reasonId}
        title={refusal}
        onClick={onClick}
      >
        新增收货地址
      </Button>
      {refusal && <Reason id={reasonId}>{refusal}</Reason>}
    </>
  );
}
