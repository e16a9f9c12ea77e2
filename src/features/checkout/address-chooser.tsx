import { useState } from 'react';
import styled from 'styled-components';
import { isDefaultAddress, maskPhone } from '../../../engine';
import { AddAddressButton } from '../../business-ui/address-dialog/add-address-button';
import { AddressDialog } from '../../business-ui/address-dialog/address-dialog';
import { onPhone } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { Panel, PanelTitle } from './checkout-styles';
import type { Address } from '../../../engine/contract';

/** The dialog's state: closed, adding, or editing one address. */
type Editing = { open: false } | { open: true; address?: Address };

/**
 * The delivery address chooser: the member's addresses, the default first, as a radio group;
 * 新增收货地址 and 编辑 use the address dialog in its order-address mode (the shop's `orderAddress.*` rules
 * decide what an edit may change at checkout); a new address becomes the chosen one.
 */
export function AddressChooser({
  addresses,
  chosenId,
  onChoose,
}: {
  addresses: readonly Address[];
  chosenId: number | undefined;
  onChoose(id: number): void;
}) {
  const [editing, setEditing] = useState<Editing>({ open: false });
  return (
    <Panel aria-labelledby="settlement-address">
      <PanelTitle id="settlement-address">
        收货地址
        <AddAddressButton
          count={addresses.length}
          variant="text"
          onClick={() => setEditing({ open: true })}
        />
      </PanelTitle>
      {addresses.length === 0 ? (
        <Hint>您还没有收货地址，请先新增收货地址</Hint>
      ) : (
        <List role="radiogroup" aria-label="收货地址">
          {addresses.map((address) => (
            <Choice key={address.id} $chosen={address.id === chosenId}>
              <label>
                <input
                  type="radio"
                  name="settlement-address"
                  checked={address.id === chosenId}
                  onChange={() => onChoose(address.id)}
                />
                <strong>{address.receiverName}</strong>
                <span>{maskPhone(address.receiverPhone)}</span>
                {isDefaultAddress(address) ? <Tag>默认</Tag> : null}
                <Where>
                  {address.path} {address.receiverAddress}
                </Where>
              </label>
              <Button
                $variant="text"
                aria-label={`编辑 ${address.receiverName} ${address.receiverAddress}`}
                onClick={() => setEditing({ open: true, address })}
              >
                编辑
              </Button>
            </Choice>
          ))}
        </List>
      )}
      <AddressDialog
        open={editing.open}
        address={editing.open ? editing.address : undefined}
        mode="orderAddress"
        onClose={() => setEditing({ open: false })}
        onSaved={(saved) => {
          const adding = editing.open && !editing.address;
          setEditing({ open: false });
          // A new address is the one the member means to deliver to.
          if (adding && saved) onChoose(saved.id);
        }}
      />
    </Panel>
  );
}

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.muted};
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Choice = styled.div<{ $chosen: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 12px 16px;
  border: 1px solid ${({ $chosen, theme }) => ($chosen ? theme.primary : theme.border)};
  border-radius: 4px;
  background: ${({ $chosen, theme }) => ($chosen ? theme.primaryFaint : '#fff')};
  & > label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px;
    cursor: pointer;
  }
  ${onPhone} {
    gap: 8px;
    padding: 10px 12px;
    & > label {
      gap: 4px 10px;
      min-width: 0;
    }
  }
`;

const Tag = styled.span`
  padding: 0 6px;
  border-radius: 2px;
  font-size: 12px;
  line-height: 20px;
  color: #fff;
  background: ${({ theme }) => theme.primary};
`;

const Where = styled.span`
  color: ${({ theme }) => theme.muted};
  word-break: break-all;
`;
