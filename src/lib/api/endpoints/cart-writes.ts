// The cart's writes (spec 1 §7): one hook per write, beside the cart's query factories, each locked
// while in flight and invalidating the cart through its key factory.
import { useQueryClient } from '@tanstack/react-query';
import { CART_MESSAGES, addToCartToast, serverMessageToast } from '../../../../engine';
import { useShop } from '../../../shop/shop-context';
import { useGoToLogin } from '../../../shop/shop-paths';
import { cartKeys } from '../query-keys';
import type { CartItem, CartLine } from '../types';
import { showWriteToast, useWrite } from '../use-write';
import { addCart, delCart, updateCart } from './cart';

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
