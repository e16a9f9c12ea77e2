import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { useAddToCart } from '../../shop/writes/cart-writes';
import { useShop } from '../../shop/shop-context';
import { PAGE, shopPath } from '../../shop/shop-paths';
import type { OrderLineView } from '../../../engine/contract';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 12px;
    align-items: center;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.border};
  }
  img {
    width: 48px;
    height: 48px;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
  }
  span {
    flex: 1;
    min-width: 0;
    font-size: 13px;
  }
`;

/** One line of the order, added as it was bought (same goods, same quantity) through the one add-to-cart. */
function RebuyLine({ line }: { line: OrderLineView }) {
  const { add, adding } = useAddToCart();
  const { goodsCode, goodsSkuCode, quantity } = line;
  return (
    <li>
      <img src={line.goodsSkuImgUrl} alt="" />
      <span>
        {line.goodsSkuName} × {quantity}
      </span>
      <Button
        $size="small"
        disabled={adding}
        aria-busy={adding}
        aria-label={`加入购物车：${line.goodsSkuName}`}
        onClick={() => add({ goodsCode, goodsSkuCode, quantity })}
      >
        加入购物车
      </Button>
    </li>
  );
}

/**
 * 再次购买: the order's lines, each added to the cart with its quantity (the cart's own toast tells how it
 * went: a line no longer on sale is refused there, with the reason), then 去购物车 or back to the orders.
 */
export function RebuyDialog({ lines, onClose }: { lines: readonly OrderLineView[]; onClose(): void }) {
  const { mallPath } = useShop();
  const navigate = useNavigate();
  return (
    <Dialog
      open
      title="再次购买"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>继续逛逛</Button>
          <Button $variant="primary" onClick={() => navigate(shopPath(mallPath, PAGE.cart))}>
            去购物车
          </Button>
        </>
      }
    >
      <List aria-label="再次购买的商品">
        {lines.map((line) => (
          <RebuyLine key={line.goodsSkuCode} line={line} />
        ))}
      </List>
    </Dialog>
  );
}
