import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { defaultFirst } from '../../../engine';
import { AddAddressButton } from '../../business-ui/address-dialog/add-address-button';
import { AddressDialog } from '../../business-ui/address-dialog/address-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { addressesQuery } from '../../lib/api/endpoints/addresses';
import { AddressEntry } from './address-entry';
import { useApiClient } from '../../shop/api-client';
import type { Address } from '../../../engine/contract';

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;
  color: ${({ theme }) => theme.muted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The dialog's state: closed, adding (no address) or editing one. */
type Editing = { address?: Address } | null;

/**
 * /userCenter/account/location (spec 1 §2): the member's delivery addresses, the default first, with add,
 * edit, delete and set-default (docs/addresses.md). The user-centre frame gives the 收货地址 heading.
 */
export default function AddressBookPage() {
  const api = useApiClient();
  const addresses = useQuery(addressesQuery(api));
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const addButton = (
    <AddAddressButton count={addresses.data?.length ?? 0} variant="primary" onClick={() => setEditing({})} />
  );

  function content() {
    if (addresses.isPending) return <Skeleton lines={6} label="收货地址加载中" />;
    if (addresses.isError)
      return <LoadError message={addresses.error.message} onRetry={() => void addresses.refetch()} />;
    if (addresses.data.length === 0) return <EmptyState text="您还没有收货地址">{addButton}</EmptyState>;
    return (
      <>
        <Toolbar>
          <span>已保存 {addresses.data.length} 个收货地址</span>
          {addButton}
        </Toolbar>
        <List aria-label="收货地址列表">
          {defaultFirst(addresses.data).map((address) => (
            <AddressEntry key={address.id} address={address} onEdit={() => setEditing({ address })} />
          ))}
        </List>
      </>
    );
  }

  return (
    <>
      {content()}
      <AddressDialog
        open={editing !== null}
        address={editing?.address}
        mode="memberAddress"
        onClose={close}
        onSaved={close}
      />
    </>
  );
}
