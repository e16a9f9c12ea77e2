import { useQuery } from '@tanstack/react-query';
import { WHITE_LIST_STATE } from '../../../engine';
import { equityCardsQuery } from '../../lib/api/endpoints/equity';
import { useShop } from '../../shop/shop-context';
import { useApiClient } from '../../shop/api-client';

/** The member's equity cards in one white-list state (in force unless told), one page of the shop's size. */
export function useEquityCards(whiteListState: number = WHITE_LIST_STATE.inForce) {
  const api = useApiClient();
  const { limits } = useShop();
  return useQuery(equityCardsQuery(api, limits.lists.equityPageSize, whiteListState));
}
