import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { favouritesQuery, cancelFavourite } from '../../../lib/api/endpoints/favourites';
import { addFavourite, goodsDetailQuery } from '../../../lib/api/endpoints/goods';
import type { GoodsKey } from '../../../lib/api/endpoints/goods';
import type { ApiResult } from '../../../lib/api/request';
import { useShop } from '../../../shop/shop-context';
import { useGoToLogin } from '../../../shop/shop-paths';

/**
 * The detail's favourite toggle: adds the goods, or cancels the favourite `collectionId` names. The server
 * message is shown either way (spec 1 §8); the detail and the favourites list are refetched.
 */
export function useFavourite(goods: GoodsKey, collectionId: number | null) {
  const { facts } = useShop();
  const goToLogin = useGoToLogin();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: (): Promise<ApiResult<unknown>> =>
      collectionId === null ? addFavourite(goods) : cancelFavourite(collectionId),
    onSuccess: async (result) => {
      if (result.success) {
        toast.success(result.message || (collectionId === null ? '收藏成功' : '取消收藏成功'));
      } else if (!result.handled) {
        toast.error(result.message);
      }
      await Promise.all([
        // Every cached detail of the goods, whether or not its address named the SKU.
        queryClient.invalidateQueries({ queryKey: goodsDetailQuery(goods).queryKey.slice(0, -1) }),
        queryClient.invalidateQueries({ queryKey: favouritesQuery().queryKey }),
      ]);
    },
  });

  const toggle = () => {
    if (!facts.loggedIn) goToLogin();
    else if (!isPending) mutate();
  };
  return { favourite: collectionId !== null, toggle, pending: isPending };
}
