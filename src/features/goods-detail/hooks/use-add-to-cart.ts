import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { useClickLock } from '../../../components/use-click-lock';
import { addCart, cartCountQuery, cartListQuery } from '../../../lib/api/endpoints/cart';
import type { CartLine } from '../../../lib/api/types';
import { useShop } from '../../../shop/shop-context';
import { useGoToLogin } from '../../../shop/shop-paths';

export const ADD_TO_CART_SUCCESS = '添加购物车成功';
export const ADD_TO_CART_FAILURE = '添加购物车失败';

/**
 * Adds goods to the cart (spec 1 §7, §8): guests go to login and come back here; a double click never
 * submits twice (the click lock); on success the cart count and list are refetched, so the nav count rises.
 */
export function useAddToCart() {
  const { facts, limits } = useShop();
  const queryClient = useQueryClient();
  const goToLogin = useGoToLogin();
  const { locked, run } = useClickLock(limits.timing.clickLockMs);

  const add = (line: CartLine) => {
    if (!facts.loggedIn) {
      goToLogin();
      return;
    }
    void run(async () => {
      const result = await addCart(line);
      if (result.success) {
        toast.success(ADD_TO_CART_SUCCESS);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: cartCountQuery().queryKey }),
          queryClient.invalidateQueries({ queryKey: cartListQuery().queryKey.slice(0, -1) }),
        ]);
      } else if (!result.handled) {
        toast.error(result.message ? `${ADD_TO_CART_FAILURE}：${result.message}` : ADD_TO_CART_FAILURE);
      }
    });
  };

  return { add, adding: locked };
}
