import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  cartLines,
  cartTotals,
  selectAllState,
  tickAllChanges,
  tickChanges,
  tickedLineKeys,
  withTicks,
} from '../../../engine';
import type { CartContext, TickChange } from '../../../engine';
import { useDelivery } from '../../shop/use-delivery';
import { useLoadingIndicator } from '../../components/use-loading-indicator';
import { cartListQuery } from '../../lib/api/endpoints/cart';
import { useTickCartLines } from '../../shop/writes/cart-writes';
import { serverTimeQuery } from '../../lib/api/endpoints/flash-sale';
import { useCapability, useShop } from '../../shop/shop-context';
import { usePriceFormat } from '../../shop/use-price-format';
import { useApiClient } from '../../shop/api-client';
import type { CartItem, CartList } from '../../../engine/contract';

export type ShownCartItem = CartItem & { isInvalid?: boolean };

/**
 * The cart as the page and the drawer show it: its lines (valid first) with the delivery region applied, the
 * rule context and price format they are shown in, and ticks that the server keeps. Asked once the default
 * address is known, so a restricted line never shows as tickable first. Everything derived is memoised on
 * the answer, so ticking one line re-renders that row and the totals only.
 */
export function useCartView({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  const { limits } = useShop();
  const { region, settled } = useDelivery();
  const cart = useQuery({ ...cartListQuery(api, region), enabled: enabled && settled });
  const serverTime = useQuery({ ...serverTimeQuery(api), enabled });
  const pending = cart.isPending || serverTime.isPending;
  // Appears only for a slow cart, and hides a moment after it is in (spec 1 §4, limits.timing.cartLoadingHideMs).
  const indicator = useLoadingIndicator(pending, limits.timing.cartLoadingHideMs);

  const mode = useCapability('price.mode');
  const context = useMemo<CartContext>(
    () => ({ mode, serverNow: serverTime.data ?? 0, region }),
    [mode, serverTime.data, region],
  );
  const format = usePriceFormat();
  // A tick shows in the click's own frame, until its write has settled and the cache holds the answer.
  const [shownCart, showTicks] = useOptimistic(
    cart.data,
    (data: CartList | undefined, changes: readonly TickChange[]) => data && withTicks(data, changes),
  );
  const lines = useMemo(() => cartLines<ShownCartItem>(shownCart), [shownCart]);

  const send = useTickCartLines();
  const sendShown = useCallback(
    (changes: readonly TickChange[]) =>
      startTransition(async () => {
        showTicks(changes);
        await send(changes);
      }),
    [send, showTicks],
  );
  const tick = useCallback(
    (line: ShownCartItem, ticked: boolean) => sendShown(tickChanges(line, ticked, context)),
    [sendShown, context],
  );
  const tickAll = (ticked: boolean) => sendShown(tickAllChanges(lines, ticked, context));

  return {
    /** The lines are not ready to show: show the indicator when it says so, nothing before. */
    loading: pending || indicator,
    indicator,
    /** The cart failed to load: it shows empty (spec 1 §8), with a way to ask again. */
    failed: cart.isError,
    reload: () => void cart.refetch(),
    lines,
    context,
    format,
    totals: useMemo(() => cartTotals(lines, context), [lines, context]),
    allState: selectAllState(lines, context),
    ticked: tickedLineKeys(lines, context),
    tick,
    tickAll,
    fixedBar: lines.length > limits.lists.cartFixedBarAbove,
  };
}
