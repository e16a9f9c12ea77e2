// The cart's writes (spec 1 §7): one hook per write, beside the cart's query factories, each locked
// while in flight and invalidating the cart through its key factory.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { CART_MESSAGES, addToCartToast, serverMessageToast, withTicks } from '../../../../engine';
import type { CartLineKey, TickChange } from '../../../../engine';
import { askConfirm } from '../../../components/confirm';
import { useShop } from '../../../shop/shop-context';
import { useGoToLogin } from '../../../shop/shop-paths';
import { cartKeys } from '../query-keys';
import type { ApiResult } from '../request';
import type { CartItem, CartLine, CartList } from '../types';
import { showWriteToast, useWrite } from '../use-write';
import { addCart, delCart, deleteCartLines, updateCart } from './cart';

/** The cart's count and lists are refetched after every write, so the nav count follows. */
function useInvalidateCart() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cartKeys.all() });
}

/**
 * The one add-to-cart of the storefront (goods detail, favourites drawer, every later screen): guests go to
 * login and come back; 添加购物车成功 or 添加购物车失败 with the reason (spec 1 §8); locked while in flight.
 */
export function useAddToCart() {
  const { facts } = useShop();
  const goToLogin = useGoToLogin();
  const invalidateCart = useInvalidateCart();
  const { send, busy } = useWrite({
    mutationFn: (line: CartLine) => addCart(line),
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
  const invalidateCart = useInvalidateCart();
  const { send, busy } = useWrite(
    {
      mutationFn: (change: { goodsSkuCode: string; quantity: number }) => updateCart(change),
      onSuccess: async (result) => {
        if (!result.success) showWriteToast(result, { kind: 'error', text: result.message });
        await invalidateCart();
      },
    },
    { holdAfter: false },
  );
  return { setQuantity: send, updating: busy };
}

/** Deletes one line, showing the server's message (删除成功 when it names none). */
export function useDeleteCartLine() {
  const invalidateCart = useInvalidateCart();
  const { send, busy } = useWrite({
    mutationFn: (line: CartItem) => delCart(line),
    onSuccess: async (result) => {
      showWriteToast(
        result,
        serverMessageToast(result, { success: CART_MESSAGES.deleted, failure: CART_MESSAGES.deleteFailed }),
      );
      await invalidateCart();
    },
  });
  return { remove: send, removing: busy };
}

type CartSnapshot = [QueryKey, CartList | undefined][];

/** The first refusal among the answers, else the first answer. */
function firstRefusal(results: ApiResult<unknown>[]): ApiResult<unknown> {
  return (
    results.find((result) => !result.success) ??
    results[0] ?? { success: true, code: '', message: '', data: null }
  );
}

/**
 * Ticks and unticks lines (one, or 全选 through the engine's tickAllChanges): one updateCart with isCheck per
 * changed line, so ticks survive a reload. The cached cart lists change at once; a refusal puts them back,
 * shows the server's message and refetches (some lines may have changed). Locked while in flight, and a
 * line is not sent again within the click lock, so a double click sends once. A success refetches nothing:
 * the cache already holds what the server holds.
 */
export function useTickCartLines() {
  const queryClient = useQueryClient();
  const { limits } = useShop();
  // The cart lists as they were before the tick in flight (one at a time: the write is locked meanwhile).
  const before = useRef<CartSnapshot>([]);
  const restore = () => before.current.forEach(([key, data]) => queryClient.setQueryData(key, data));
  const { send, busy } = useWrite(
    {
      mutationFn: async (changes: readonly TickChange[]) =>
        firstRefusal(await Promise.all(changes.map(updateCart))),
      onMutate: async (changes) => {
        await queryClient.cancelQueries({ queryKey: cartKeys.lists() });
        const snapshot = queryClient.getQueriesData<CartList>({ queryKey: cartKeys.lists() });
        queryClient.setQueriesData<CartList>(
          { queryKey: cartKeys.lists() },
          (cart) => cart && withTicks(cart, changes),
        );
        before.current = snapshot;
      },
      onSuccess: async (result) => {
        if (result.success) return;
        restore();
        showWriteToast(result, { kind: 'error', text: result.message || CART_MESSAGES.tickFailed });
        await queryClient.invalidateQueries({ queryKey: cartKeys.lists() });
      },
      onError: restore,
    },
    { holdAfter: false },
  );
  // When each line was last sent: a line sent within the shop's click lock (spec 1 §5) is not sent again, so
  // a double click sends once while other lines stay free to tick.
  const sentAt = useRef(new Map<string, number>());
  const lockMs = limits.timing.clickLockMs;
  // One function for the cart's life, so memoised rows that receive it do not re-render with every tick.
  const latestSend = useRef(send);
  useLayoutEffect(() => {
    latestSend.current = send;
  });
  // Resolves once the tick has settled (the cache then holds the answer, or what it was before a refusal).
  const tick = useCallback(
    async (changes: readonly TickChange[]): Promise<void> => {
      const now = Date.now();
      const fresh = changes.filter(
        (change) => now - (sentAt.current.get(change.goodsSkuCode) ?? -Infinity) >= lockMs,
      );
      if (fresh.length === 0) return;
      fresh.forEach((change) => sentAt.current.set(change.goodsSkuCode, now));
      await latestSend.current(fresh);
    },
    [lockMs],
  );
  return { tick, ticking: busy };
}

/** 删除选中商品: asks first, then one /shoppingcart/delCart with every ticked line, showing the server's message. */
export function useDeleteTickedLines() {
  const invalidateCart = useInvalidateCart();
  const { send, busy } = useWrite({
    mutationFn: (lines: readonly CartLineKey[]) => deleteCartLines(lines),
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
