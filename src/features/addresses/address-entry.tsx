import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { ADDRESS_DELETE_CONFIRM, isDefaultAddress, maskPhone, setDefaultRequest } from '../../../engine';
import { Button } from '../../components/button';
import { askConfirm } from '../../components/confirm';
import { useDeleteAddress, useSetDefaultAddress } from '../../shop/writes/address-writes';
import { useCapability } from '../../shop/shop-context';
import type { Address } from '../../../engine/contract';

const Item = styled.li<{ $default: boolean }>`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  justify-content: space-between;
  padding: 16px 20px;
  border: 1px solid ${({ $default, theme }) => ($default ? theme.primary : theme.border)};
  border-radius: 6px;
  background: ${({ $default, theme }) => ($default ? theme.primaryFaint : '#fff')};
  ${onPhone} {
    flex-direction: column;
    gap: 8px;
    padding: 12px;
  }
`;

const Receiver = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin: 0 0 8px;
  strong {
    font-size: 15px;
  }
`;

const Tag = styled.span<{ $strong?: boolean }>`
  padding: 0 6px;
  border-radius: 2px;
  font-size: 12px;
  line-height: 20px;
  color: ${({ $strong, theme }) => ($strong ? '#fff' : theme.primary)};
  background: ${({ $strong, theme }) => ($strong ? theme.primary : '#fff')};
  border: 1px solid ${({ theme }) => theme.primary};
`;

const Where = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.muted};
  line-height: 1.6;
  word-break: break-all;
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: 16px;
  padding-top: 2px;
  ${onPhone} {
    align-self: flex-end;
  }
`;

/**
 * One saved address: receiver, masked phone, 默认 and alias tags, region path and detail; 设为默认 (not on
 * the default), 编辑 and 删除 after a confirmation.
 */
export function AddressEntry({ address, onEdit }: { address: Address; onEdit(): void }) {
  const districtOnly = useCapability('address.districtOnly');
  const { deleteAddress, deleting } = useDeleteAddress();
  const { setDefault, settingDefault } = useSetDefaultAddress();
  const isDefault = isDefaultAddress(address);

  async function remove() {
    if (await askConfirm({ message: ADDRESS_DELETE_CONFIRM })) await deleteAddress(address.id);
  }

  return (
    <Item $default={isDefault}>
      <div>
        <Receiver>
          <strong>{address.receiverName}</strong>
          <span>{maskPhone(address.receiverPhone)}</span>
          {isDefault && <Tag $strong>默认</Tag>}
          {address.aliasName && <Tag>{address.aliasName}</Tag>}
        </Receiver>
        <Where>
          {address.path} {address.receiverAddress}
        </Where>
      </div>
      <Actions>
        {!isDefault && (
          <Button
            $variant="text"
            disabled={settingDefault}
            aria-busy={settingDefault}
            onClick={() => void setDefault(setDefaultRequest(address, { districtOnly }))}
          >
            设为默认
          </Button>
        )}
        <Button $variant="text" onClick={onEdit}>
          编辑
        </Button>
        <Button $variant="text" disabled={deleting} aria-busy={deleting} onClick={() => void remove()}>
          删除
        </Button>
      </Actions>
    </Item>
  );
}
