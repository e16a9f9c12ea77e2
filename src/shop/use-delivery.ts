import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { shopRegion, type DeliveryRegion } from '../../engine';
import { addressesQuery } from '../lib/api/endpoints/addresses';
import { useShop } from './shop-context';
import { useApiClient } from './api-client';
import type { Address } from '../../engine/contract';

export interface Delivery {
  region: DeliveryRegion | null;
  /** The logged-in user's default address, when there is one. */
  address: Address | undefined;
  /** The addresses have answered (or nobody is logged in): the region will not change under a first fetch. */
  settled: boolean;
}

/**
 * Where goods would be delivered, for the 区域无货 check: the logged-in user's default address
 * (/member/getMemberAddressList), else the shop's default region from its shop info.
 */
export function useDelivery(): Delivery {
  const api = useApiClient();
  const { facts } = useShop();
  const { data: addresses, isPending } = useQuery({ ...addressesQuery(api), enabled: facts.loggedIn });
  const settled = !facts.loggedIn || !isPending;
  const address = addresses?.find((each) => Boolean(each.isDefault)) ?? addresses?.[0];
  const { provinceId, cityId, countyId } = address ?? shopRegion(facts.shop);
  return useMemo(
    () => ({
      region: provinceId === undefined ? null : { provinceId, cityId, countyId },
      address,
      settled,
    }),
    [provinceId, cityId, countyId, address, settled],
  );
}
