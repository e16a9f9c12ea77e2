import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { BADGE } from '../../../engine';
import { SHELVES_STATUS } from '../../../engine';
import { displayPrice } from '../../../engine';
import { codeOf } from '../../../engine';
import { Button } from '../../components/button';
import { Drawer } from '../../components/drawer';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { toast } from '../../components/toast';
import { addCart } from '../../lib/api/endpoints/cart';
import { cancelFavourite, favouritesQuery } from '../../lib/api/endpoints/favourites';
import type { Favourite } from '../../lib/api/types';
import { useShop } from '../../shop/shop-context';
import { useErrorToast } from '../../shop/use-error-toast';
import { closeFavouritesDrawer, favouritesDrawer } from './favourites-drawer-store';

export const EMPTY_FAVOURITES = '您还没有心仪的商品，快去看看吧~';
export const ADD_CART_SUCCESS = '添加购物车成功';
export const ADD_CART_FAILURE = '添加购物车失败';

const Item = styled.li`
  display: flex;
  gap: 10px;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  font-size: 13px;
  img {
    width: 72px;
    height: 72px;
    flex-shrink: 0;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
  }
  p {
    margin: 0 0 4px;
    line-height: 1.4;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  strong {
    color: ${({ theme }) => theme.primary};
  }
`;

const Badge = styled.span`
  margin-left: 6px;
  padding: 0 4px;
  border-radius: 2px;
  background: #999;
  color: #fff;
  font-size: 12px;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 6px;
`;

/** 已售罄 or 已下架 when the favourite cannot be bought now. */
function unavailableBadge(favourite: Favourite): string | undefined {
  if (favourite.soldOut) return BADGE.soldOut;
  if (codeOf(favourite.shelvesStatus) === SHELVES_STATUS.off) return BADGE.offShelf;
  return undefined;
}

/**
 * The favourites drawer (spec 1 §2, §8): the user's favourites with their badges; each can be added
 * to the cart (one piece; not when off shelf, sold out, or the user may not buy: `cart.canAdd`) or
 * removed. Server messages are shown for removal and failures.
 */
export default function FavouritesDrawer({ offsetRight }: { offsetRight: number }) {
  const { mallPath, capabilities, labels, limits, facts } = useShop();
  const { open } = useSnapshot(favouritesDrawer);
  const queryClient = useQueryClient();
  const favourites = useQuery({ ...favouritesQuery(), enabled: open && facts.loggedIn });
  useErrorToast(favourites.error);
  const records = favourites.data?.records ?? [];
  const format = { mode: capabilities['price.mode'], unitName: labels.unitName };

  const addToCart = async (favourite: Favourite) => {
    const result = await addCart({
      goodsCode: favourite.goodCode,
      goodsSkuCode: favourite.goodsSkuCode,
      quantity: 1,
    });
    if (!result.success && result.handled) return;
    if (result.success) toast.success(ADD_CART_SUCCESS);
    else toast.error(ADD_CART_FAILURE);
    await queryClient.invalidateQueries({ queryKey: [mallPath, 'cart'] });
  };

  const cancel = async (favourite: Favourite) => {
    const result = await cancelFavourite(favourite.id);
    if (!result.success && result.handled) return;
    toast[result.success ? 'success' : 'error'](result.message);
    await queryClient.invalidateQueries({ queryKey: favouritesQuery().queryKey });
  };

  return (
    <Drawer
      open={open}
      title="我的收藏"
      width={limits.layout.drawerWidth}
      offsetRight={offsetRight}
      onClose={closeFavouritesDrawer}
    >
      {favourites.isPending ? (
        <Skeleton lines={5} />
      ) : records.length === 0 ? (
        <EmptyState text={EMPTY_FAVOURITES} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {records.map((favourite) => {
            const badge = unavailableBadge(favourite);
            return (
              <Item key={favourite.id}>
                <img src={favourite.goodsImage} alt="" loading="lazy" />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <p>{favourite.goodsSkuName}</p>
                  <strong>{displayPrice(favourite, format).text}</strong>
                  {badge && <Badge>{badge}</Badge>}
                  <Actions>
                    <Button
                      $size="small"
                      $variant="primary"
                      disabled={badge !== undefined || !capabilities['cart.canAdd']}
                      onClick={() => void addToCart(favourite)}
                    >
                      加入购物车
                    </Button>
                    <Button $size="small" onClick={() => void cancel(favourite)}>
                      取消收藏
                    </Button>
                  </Actions>
                </div>
              </Item>
            );
          })}
        </ul>
      )}
    </Drawer>
  );
}
