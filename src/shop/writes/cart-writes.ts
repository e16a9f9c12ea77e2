// The cart's writes (spec 1 §7): one hook per write, beside the cart's query factories, each locked
// while in flight and invalidating the cart through its key factory.
import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  CART_MESSAGES,
  addToCartToast,
  cartAddLimitRefusal,
  cartLines,
  lineQuantity,
  serverMessageToast,
  withTicks,
} from '../../../engine';
import type { CartLineKey, TickChange } from '../../../engine';
import { askConfirm } from '../../components/confirm';
import { useShop } from '../shop-context';
import { useGoToLogin } from '../shop-paths';
import { CODE } from '../../lib/api/codes';
import type { ApiResult } from '../../lib/api/api-result';
import type { ApiClient } from '../../lib/api/request';
import { addCart, cartListQuery, delCart, deleteCartLines, updateCart } from '../../lib/api/endpoints/cart';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';
import type { CartItem, CartLine, CartList } from '../../../engine/contract';

/** The cart's count and lists are refetched after every write, so the nav count follows. */
function useInvalidateCart() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: api.keys.cart.all() });
}

/**
 * Adds `line` unless the engine's cart limits refuse it for the cart as it stands (then the gateway is not
 * asked); a cart that fails to load leaves the limits to the gateway.
 */
async function addWithinLimits(
  api: ApiClient,
  queryClient: QueryClient,
  line: CartLine,
): Promise<ApiResult<boolean>> {
  const cart = await queryClient.fetchQuery(cartListQuery(api)).catch(() => undefined);
  const lines = cart ? cartLines(cart) : [];
  const held = lines.find((each) => each.goodsSkuCode === line.goodsSkuCode);
  const refusal =
    cart && cartAddLimitRefusal({ lines: lines.length, held: held && lineQuantity(held) }, line.quantity);
  return refusal ? { success: false, code: CODE.refusedHere, message: refusal } : addCart(api, line);
}

/**
 * The one add-to-cart of the storefront (goods detail, favourites drawer, every later screen): guests go to
 * login and come back; a line the cart limits refuse (a full cart, more than 999) is refused here without
 * asking the gateway; 添加购物车成功 or 添加购物车失败 with the reason (spec 1 §8); locked while in flight.
 */
export function useAddToCart() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const { facts } = useShop();
  const goToLogin = useGoToLogin();
  const queryClient = useQueryClient();
  const invalidateCart = useInvalidateCart();
  const { send, busy } = useWrite({
    mutationFn: (line: CartLine) => addWithinLimits(api, queryClient, line),
    onSuccess: async (result) => {
      showWriteToast(result, addToCartToast(result));
      if (result.success) await invalidateCart();
    },
  });
  const add = (line: CartLine) => {
    if (facts.loggedIn) void send(line);
    else goToLogin();
  };
  return { add, adding: busy };
}

/**
 * Changes a line's quantity; a refusal (such as too little stock) shows the server's message. Locked until
 * the cart is refetched, so the next step counts from the new quantity.
 */
export function useUpdateCartQuantity() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidateCart = useInvalidateCart();
  const { send, busy } = useWrite(
    {
      mutationFn: (change: { goodsSkuCode: string; quantity: number }) => updateCart(api, change),
      onSuccess: async (result) => {
        if (!result.success) showWriteToast(result, { kind: 'error', text: result.message });
        await invalidateCart();
      },
    },
    { holdAfter: false },
  );
  return { setQuantity: send, updating: busy };
}

/** Deletes one line once the shopper confirms, showing the server's message (删除成功 when it names none). */
export function useDeleteCartLine() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidateCart = useInvalidateCart();
  const { send, busy } = useWrite({
    mutationFn: (line: CartItem) => delCart(api, line),
    onSuccess: async (result) => {
      showWriteToast(
        result,
        serverMessageToast(result, { success: CART_MESSAGES.deleted, failure: CART_MESSAGES.deleteFailed }),
      );
      await invalidateCart();
    },
  });
  const remove = async (line: CartItem) => {
    const confirmed = await askConfirm({
      title: CART_MESSAGES.deleteTickedTitle,
      message: CART_MESSAGES.confirmDeleteLine(line.goodsSkuName),
    });
    if (confirmed) await send(line);
  };
  return { remove, removing: busy };
}

/** The tick as the server still holds it after refusing `change`. */
const undone = (change: TickChange): TickChange => ({ ...change, isCheck: change.isCheck ? 0 : 1 });

/**
 * Ticks and unticks lines (one, or 全选 through the engine's tickAllChanges): one updateCart with isCheck per
 * changed line, so ticks survive a reload. Every click counts: the cached cart lists change at once, and the
 * writes go in click order, one round at a time; a later click on a line whose tick is still waiting
 * replaces it, so the server ends where the last click left it. A refused tick is put back at once, with the
 * server's message, and the lists are refetched (some lines may have changed). A success refetches nothing:
 * the cache already holds what the server holds. `tick` resolves once its round has been answered.
 */
export function useTickCartLines() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const queryClient = useQueryClient();
  const setTicks = useCallback(
    (changes: readonly TickChange[]) =>
      queryClient.setQueriesData<CartList>(
        { queryKey: api.keys.cart.lists() },
        (cart) => cart && withTicks(cart, changes),
      ),
    [api, queryClient],
  );
  // Ticks not sent yet, by SKU; rounds of writes chained one after another, so they reach the server in order.
  const waiting = useRef(new Map<string, TickChange>());
  const rounds = useRef(Promise.resolve());

  const sendWaiting = useCallback(async () => {
    if (waiting.current.size === 0) return;
    const round = [...waiting.current.values()];
    waiting.current.clear();
    const results = await Promise.all(round.map((change) => updateCart(api, change)));
    const refusal = results.find((result) => !result.success);
    if (!refusal) return;
    // A line clicked again meanwhile shows that click; the others go back to what the server holds.
    setTicks(
      round
        .filter((change, at) => !results[at]?.success && !waiting.current.has(change.goodsSkuCode))
        .map(undone),
    );
    showWriteToast(refusal, { kind: 'error', text: refusal.message || CART_MESSAGES.tickFailed });
    await queryClient.invalidateQueries({ queryKey: api.keys.cart.lists() });
  }, [api, queryClient, setTicks, showWriteToast]);

  // One function for the cart's life, so memoised rows that receive it do not re-render with every tick.
  return useCallback(
    async (changes: readonly TickChange[]): Promise<void> => {
      if (changes.length === 0) return;
      changes.forEach((change) => waiting.current.set(change.goodsSkuCode, change));
      // A refetch on its way would bring back the ticks as they were.
      await queryClient.cancelQueries({ queryKey: api.keys.cart.lists() });
      setTicks(changes);
      const round = rounds.current.then(sendWaiting);
      rounds.current = round;
      await round;
    },
    [api, queryClient, setTicks, sendWaiting],
  );
}

/** 删除选中商品: asks first, then one /shoppingcart/delCart with every ticked line, showing the server's message. */
export function useDeleteTickedLines() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidateCart = useInvalidateCart();
  const { send, busy } = useWrite({
    mutationFn: (lines: readonly CartLineKey[]) => deleteCartLines(api, lines),
    onSuccess: async (result) => {
      showWriteToast(
        result,
        serverMessageToast(result, { success: CART_MESSAGES.deleted, failure: CART_MESSAGES.deleteFailed }),
      );
      await invalidateCart();
    },
  });
  const removeTicked = async (lines: readonly CartLineKey[]) => {
    if (lines.length === 0) return;
    const confirmed = await askConfirm({
      title: CART_MESSAGES.deleteTickedTitle,
      message: CART_MESSAGES.confirmDeleteTicked(lines.length),
    });
    if (confirmed) await send(lines);
  };
  return { removeTicked, removingTicked: busy };
}
