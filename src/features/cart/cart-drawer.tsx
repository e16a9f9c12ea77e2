import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { CART_MESSAGES } from '../../../engine';
import { ShopDrawer } from '../../business-ui/shop-drawer';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useShop } from '../../shop/shop-context';
import { PAGE, shopPath } from '../../shop/shop-paths';
import { cartDrawer, closeCartDrawer } from './cart-drawer-store';
import { CartLineSummary } from './cart-line-summary';
import { useCartView } from './use-cart-view';

/**
 * The cart drawer (spec 1 §2): the cart's lines, valid ones first, then the invalid ones marked 失效, with
 * the cart page's unit prices and reasons; a button to the cart page.
 */
export default function CartDrawer({ offsetRight }: { offsetRight: number }) {
  const { mallPath, facts } = useShop();
  const { open } = useSnapshot(cartDrawer);
  const navigate = useNavigate();
  const { loading, indicator, failed, reload, lines, context, format } = useCartView({
    enabled: open && facts.loggedIn,
  });

  return (
    <ShopDrawer
      open={open}
      title="购物车"
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
        indicator && <Skeleton lines={5} />
      ) : lines.length === 0 ? (
        <EmptyState text={CART_MESSAGES.empty}>
          {failed && <Button onClick={reload}>{CART_MESSAGES.reload}</Button>}
        </EmptyState>
      ) : (
        lines.map((item) => (
          <CartLineSummary key={item.goodsSkuCode} item={item} context={context} format={format} />
        ))
      )}
    </ShopDrawer>
  );
}
