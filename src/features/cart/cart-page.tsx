import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { canTick, cartLines, cartTotals, selectAllState } from '../../../engine';
import type { CartContext } from '../../../engine';
import { formatPriceParts } from '../../../engine';
import { isOn } from '../../../engine';
import { useDelivery } from '../../business-ui/goods-card/use-delivery-region';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useLingering } from '../../components/use-lingering';
import { cartListQuery } from '../../lib/api/endpoints/cart';
import { serverTimeQuery } from '../../lib/api/endpoints/flash-sale';
import { useShop } from '../../shop/shop-context';
import { settlementPath, shopHome, shopPath } from '../../shop/shop-paths';
import type { ShownCartItem } from './cart-line-summary';
import { EMPTY_CART } from './cart-messages';
import { CartRow } from './cart-row';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  font-size: 13px;
  th {
    height: 44px;
    background: #f7f7f7;
    font-weight: 400;
    color: #666;
    text-align: left;
    padding: 0 12px;
  }
  td {
    padding: 16px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    vertical-align: middle;
  }
  tr[data-invalid='true'] td {
    color: ${({ theme }) => theme.muted};
  }
`;

const Totals = styled.div<{ $sticky: boolean }>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'static')};
  bottom: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: 16px;
  padding: 0 0 0 16px;
  height: 56px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.border};
  box-shadow: ${({ $sticky }) => ($sticky ? '0 -4px 12px rgba(0,0,0,0.06)' : 'none')};
  strong {
    color: ${({ theme }) => theme.primary};
    font-size: 20px;
  }
  button {
    height: 56px;
    border-radius: 0;
    padding: 0 40px;
  }
`;

/**
 * The cart page: every line with the engine's cart rules (which lines may be ticked, line totals and
 * the total of the ticked ones), quantity changes and deletion, and the way to checkout.
 */
export default function CartPage() {
  const { mallPath, capabilities, labels, limits } = useShop();
  const navigate = useNavigate();
  const { region, settled } = useDelivery();
  // Asked once the default address is known, so a restricted line never shows as tickable first.
  const cart = useQuery({ ...cartListQuery(region), enabled: settled });
  const serverTime = useQuery(serverTimeQuery());
  // Ticks the user changed on this page, by SKU; the others are as the server sent them.
  const [ticks, setTicks] = useState<Record<string, boolean>>({});

  // The loading indicator stays a moment after the data is in (spec 1 §4).
  const loading = useLingering(cart.isPending || serverTime.isPending, limits.timing.cartLoadingHideMs);

  if (cart.isPending || serverTime.isPending || loading) return <Skeleton lines={6} />;

  const context: CartContext = {
    mode: capabilities['price.mode'],
    serverNow: serverTime.data ?? 0,
    region,
  };
  const format = { mode: capabilities['price.mode'], unitName: labels.unitName };
  const lines = cartLines<ShownCartItem>(cart.data).map((line) => ({
    ...line,
    isCheck: (ticks[line.goodsSkuCode] ?? isOn(line.isCheck)) ? 1 : 0,
  }));
  if (lines.length === 0) {
    return (
      <EmptyState text={EMPTY_CART}>
        <Link to={shopHome(mallPath)}>去逛逛</Link>
      </EmptyState>
    );
  }
  const totals = cartTotals(lines, context);
  const allState = selectAllState(lines, context);

  const tick = (changes: Record<string, boolean>) => setTicks((current) => ({ ...current, ...changes }));
  const tickAll = (ticked: boolean) =>
    tick(Object.fromEntries(lines.map((line) => [line.goodsSkuCode, ticked && canTick(line, context)])));

  return (
    <>
      <Table>
        <thead>
          <tr>
            <th style={{ width: 90 }}>
              <label>
                <input
                  type="checkbox"
                  checked={allState === 'all'}
                  ref={(box) => {
                    if (box) box.indeterminate = allState === 'some';
                  }}
                  onChange={(event) => tickAll(event.target.checked)}
                />{' '}
                全选
              </label>
            </th>
            <th>商品</th>
            <th style={{ width: 150 }}>单价</th>
            <th style={{ width: 130 }}>数量</th>
            <th style={{ width: 150 }}>小计</th>
            <th style={{ width: 80 }}>操作</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <CartRow
              key={line.goodsSkuCode}
              line={line}
              context={context}
              format={format}
              onTick={(ticked) => tick({ [line.goodsSkuCode]: ticked })}
            />
          ))}
        </tbody>
      </Table>
      <Totals $sticky={lines.length > limits.lists.cartFixedBarAbove}>
        <span>
          已选 {totals.quantity} 件商品，合计：<strong>{formatPriceParts(totals, format)}</strong>
        </span>
        <Button
          $variant="primary"
          disabled={totals.lines === 0}
          onClick={() => navigate(shopPath(mallPath, settlementPath('normal')))}
        >
          去结算
        </Button>
      </Totals>
    </>
  );
}
