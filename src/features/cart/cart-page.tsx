import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CART_MESSAGES, cartSettlementKind } from '../../../engine';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useCapability, useShop } from '../../shop/shop-context';
import { settlementPath, shopHome, shopPath } from '../../shop/shop-paths';
import { CartSummaryBar } from './cart-summary-bar';
import { CartTable } from './cart-table';
import { useCartView } from './use-cart-view';

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
`;

/**
 * The cart page: every line as the engine's cart rules show it (unit price, subtotal, whether and why not it
 * may be ticked), ticks kept by the server, quantity changes and deletion, and the way to checkout, which
 * reads the ticked lines back from the server. A cart that failed to load shows empty, with 重新加载.
 */
export default function CartPage() {
  const { mallPath } = useShop();
  const shopSettlement = useCapability('checkout.settlement');
  const navigate = useNavigate();
  const cart = useCartView();

  if (cart.loading) return cart.indicator ? <Skeleton lines={6} /> : null;
  if (cart.lines.length === 0) {
    return (
      <EmptyState text={CART_MESSAGES.empty}>
        <Actions>
          {cart.failed && (
            <Button $variant="primary" onClick={cart.reload}>
              {CART_MESSAGES.reload}
            </Button>
          )}
          <Link to={shopHome(mallPath)}>去逛逛</Link>
        </Actions>
      </EmptyState>
    );
  }
  return (
    <>
      <CartTable
        lines={cart.lines}
        context={cart.context}
        format={cart.format}
        allState={cart.allState}
        onTick={cart.tick}
        onTickAll={cart.tickAll}
      />
      <CartSummaryBar
        totals={cart.totals}
        ticked={cart.ticked}
        format={cart.format}
        fixed={cart.fixedBar}
        allState={cart.allState}
        onTickAll={cart.tickAll}
        onSettle={() =>
          navigate(
            shopPath(mallPath, settlementPath(cartSettlementKind(cart.lines, cart.context, shopSettlement))),
          )
        }
      />
    </>
  );
}
