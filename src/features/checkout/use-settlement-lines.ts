import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { settlementLinesFromCart } from '../../../engine';
import { useDelivery } from '../../shop/use-delivery';
import { cartListQuery } from '../../lib/api/endpoints/cart';
import { serverTimeQuery } from '../../lib/api/endpoints/flash-sale';
import type { SettlementLine } from '../../lib/api/endpoints/orders';
import { useCapability } from '../../shop/shop-context';
import { useApiClient } from '../../shop/api-client';

export type LinesState =
  | { status: 'pending' }
  | { status: 'error'; message: string; retry(): void }
  | { status: 'ready'; lines: SettlementLine[] };

/** Buy-now names its one line in the query (goodsCode, goodsSkuCode, quantity), as the goods detail sends it. */
function buyNowLine(params: URLSearchParams): SettlementLine | undefined {
  const goodsCode = params.get('goodsCode');
  const goodsSkuCode = params.get('goodsSkuCode');
  if (!goodsCode || !goodsSkuCode) return undefined;
  return { goodsCode, goodsSkuCode, quantity: Number(params.get('quantity')) || 1 };
}

/**
 * What this visit settles: the buy-now line of the query, or else the cart's ticked, tickable lines (the
 * engine's settlementLinesFromCart at the default address and the server clock). The lines are taken once:
 * a settlement settles what the member reviewed, and the cart changing after submit does not empty the page.
 */
export function useSettlementLines(): LinesState {
  const api = useApiClient();
  const priceMode = useCapability('price.mode');
  const [params] = useSearchParams();
  const buyNow = buyNowLine(params);
  const { region, settled } = useDelivery();
  const fromCart = buyNow === undefined;
  const cart = useQuery({ ...cartListQuery(api, region), enabled: fromCart && settled });
  const serverTime = useQuery({ ...serverTimeQuery(api), enabled: fromCart });
  const [taken, setTaken] = useState<SettlementLine[]>();

  if (buyNow) return { status: 'ready', lines: [buyNow] };
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
