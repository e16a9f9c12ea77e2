import { orderTabs, type OrderTab } from '../../engine';
import { useShop } from './shop-context';

/** 我的订单's status tabs in this shop (the engine's orderTabs): 待审核 and 已驳回 only where orders are reviewed. */
export function useOrderTabs(): readonly OrderTab[] {
  const { ordersReviewed } = useShop();
  return orderTabs(ordersReviewed);
}
