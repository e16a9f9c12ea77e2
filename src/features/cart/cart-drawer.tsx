import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { cartLines } from '../../../engine';
import { useDelivery } from '../../business-ui/goods-card/use-delivery-region';
import { Button } from '../../components/button';
import { Drawer } from '../../components/drawer';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useLingering } from '../../components/use-lingering';
import { cartListQuery } from '../../lib/api/endpoints/cart';
import { useShop } from '../../shop/shop-context';
import { PAGE, shopPath } from '../../shop/shop-paths';
import { cartDrawer, closeCartDrawer } from './cart-drawer-store';
import { EMPTY_CART } from './cart-messages';
import { CartLineSummary } from './cart-line-summary';
import type { ShownCartItem } from './cart-line-summary';

/**
 * The cart drawer (spec 1 §2): the cart's lines, valid ones first, then the invalid ones marked 失效;
 * a button to the cart page.
 */
export default function CartDrawer({ offsetRight }: { offsetRight: number }) {
  const { mallPath, limits, facts } = useShop();
  const { open } = useSnapshot(cartDrawer);
  const navigate = useNavigate();
  const { region, settled } = useDelivery();
  const cart = useQuery({ ...cartListQuery(region), enabled: open && facts.loggedIn && settled });
  const lines = cartLines<ShownCartItem>(cart.data);
  const loading = useLingering(cart.isPending, limits.timing.cartLoadingHideMs);

  return (
    <Drawer
      open={open}
      title="购物车"
      width={limits.layout.drawerWidth}
      offsetRight={offsetRight}
      onClose={closeCartDrawer}
      footer={
        lines.length > 0 && (
          <Button
            $variant="primary"
            style={{ width: '100%' }}
            onClick={() => {
              closeCartDrawer();
              navigate(shopPath(mallPath, PAGE.cart));
            }}
          >
            去购物车结算
          </Button>
        )
      }
    >
      {loading ? (
        <Skeleton lines={5} />
      ) : lines.length === 0 ? (
        <EmptyState text={EMPTY_CART} />
      ) : (
        lines.map((item) => <CartLineSummary key={item.goodsSkuCode} item={item} />)
      )}
    </Drawer>
  );
}
