import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { SETTLEMENT_ITEMS_FIELD, settlementItemsOf, settlementLinesFromCart } from '../../../engine';
import { useDelivery } from '../../shop/use-delivery';
import { cartListQuery } from '../../lib/api/endpoints/cart';
import { serverTimeQuery } from '../../lib/api/endpoints/flash-sale';
import { useCapability } from '../../shop/shop-context';
import { useApiClient } from '../../shop/api-client';
import type { SettlementLine } from '../../../engine/contract';

export type LinesState =
  | { status: 'pending' }
  | { status: 'error'; message: string; retry(): void }
  | { status: 'ready'; lines: SettlementLine[] };

/**
 * The lines the query names: buy-now's one line (goodsCode, goodsSkuCode, quantity), as the goods detail
 * sends it, or a batch order's valid rows (`items`); undefined when it names none.
 */
function queryLines(params: URLSearchParams): SettlementLine[] | undefined {
  const goodsCode = params.get('goodsCode');
  const goodsSkuCode = params.get('goodsSkuCode');
  if (goodsCode && goodsSkuCode) {
    return [{ goodsCode, goodsSkuCode, quantity: Number(params.get('quantity')) || 1 }];
  }
  const items = settlementItemsOf(params.get(SETTLEMENT_ITEMS_FIELD));
  return items.length > 0 ? items : undefined;
}

/**
 * What this visit settles: the lines the query names (buy-now, a batch order), or else the cart's ticked,
 * tickable lines (the engine's settlementLinesFromCart at the default address and the server clock). The
 * lines are taken once: a settlement settles what the member reviewed, and the cart changing after submit
 * does not empty the page.
 */
export function useSettlementLines(): LinesState {
  const api = useApiClient();
  const priceMode = useCapability('price.mode');
  const [params] = useSearchParams();
  const named = queryLines(params);
  const { region, settled } = useDelivery();
  const fromCart = named === undefined;
  const cart = useQuery({ ...cartListQuery(api, region), enabled: fromCart && settled });
  const serverTime = useQuery({ ...serverTimeQuery(api), enabled: fromCart });
  const [taken, setTaken] = useState<SettlementLine[]>();

  if (named) return { status: 'ready', lines: named };
  if (taken) return { status: 'ready', lines: taken };
  const failed = cart.error ?? serverTime.error;
  if (failed) {
    return {
      status: 'error',
      message: failed.message,
      retry: () => void Promise.all([cart.refetch(), serverTime.refetch()]),
    };
  }
  if (cart.data === undefined || serverTime.data === undefined) return { status: 'pending' };
  const lines = settlementLinesFromCart(cart.data, {
    mode: priceMode,
    serverNow: serverTime.data,
    region,
  });
  // Taking the lines during render (React's "adjusting state" pattern) keeps one render with them.
  setTaken(lines);
  return { status: 'ready', lines };
}
