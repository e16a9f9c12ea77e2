import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { canTick, cartLines, cartTotals, lineQuantity, lineTotal, selectAllState } from '../../../engine';
import type { CartContext } from '../../../engine';
import { formatPriceParts } from '../../../engine';
import { isOn } from '../../../engine';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useLingering } from '../../components/use-lingering';
import { toast } from '../../components/toast';
import { cartListQuery, delCart, updateCart } from '../../lib/api/endpoints/cart';
import { serverTimeQuery } from '../../lib/api/endpoints/flash-sale';
import { useShop } from '../../shop/shop-context';
import { settlementPath, shopHome, shopPath } from '../../shop/shop-paths';
import { InvalidTag, useCartPrice } from './cart-line-summary';
import type { ShownCartItem } from './cart-line-summary';
import { EMPTY_CART } from './cart-messages';

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

const Goods = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  img {
    width: 80px;
    height: 80px;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.border};
  button {
    width: 26px;
    border: 0;
    background: #f5f5f5;
    cursor: pointer;
    &:disabled {
      cursor: not-allowed;
      color: #ccc;
    }
  }
  span {
    width: 44px;
    line-height: 26px;
    text-align: center;
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
  const queryClient = useQueryClient();
  const price = useCartPrice();
  const cart = useQuery(cartListQuery());
  const serverTime = useQuery(serverTimeQuery());
  // Ticks the user changed on this page, by SKU; the others are as the server sent them.
  const [ticks, setTicks] = useState<Record<string, boolean>>({});

  // The loading indicator stays a moment after the data is in (spec 1 §4).
  const loading = useLingering(cart.isPending || serverTime.isPending, limits.timing.cartLoadingHideMs);

  if (cart.isPending || serverTime.isPending || loading) return <Skeleton lines={6} />;

  const context: CartContext = {
    mode: capabilities['price.mode'],
    serverNow: serverTime.data ?? 0,
    region: null,
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

  const refresh = () => queryClient.invalidateQueries({ queryKey: [mallPath, 'cart'] });
  const tick = (changes: Record<string, boolean>) => setTicks((current) => ({ ...current, ...changes }));
  const tickAll = (ticked: boolean) =>
    tick(Object.fromEntries(lines.map((line) => [line.goodsSkuCode, ticked && canTick(line, context)])));

  const changeQuantity = async (line: ShownCartItem, quantity: number) => {
    const result = await updateCart({ goodsSkuCode: line.goodsSkuCode, quantity });
    if (!result.success && !result.handled) toast.error(result.message);
    await refresh();
  };

  const remove = async (line: ShownCartItem) => {
    const result = await delCart(line);
    if (result.success) toast.success(result.message || '删除成功');
    else if (!result.handled) toast.error(result.message);
    await refresh();
  };

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
          {lines.map((line) => {
            const tickable = canTick(line, context);
            const quantity = lineQuantity(line);
            return (
              <tr key={line.goodsSkuCode} data-invalid={line.isInvalid === true}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`选择 ${line.goodsSkuName}`}
                    checked={tickable && line.isCheck === 1}
                    disabled={!tickable}
                    onChange={(event) => tick({ [line.goodsSkuCode]: event.target.checked })}
                  />
                </td>
                <td>
                  <Goods>
                    <img src={line.goodsSkuImgUrl} alt="" loading="lazy" />
                    <span>
                      {line.isInvalid && <InvalidTag>失效</InvalidTag>}
                      {line.goodsSkuName}
                    </span>
                  </Goods>
                </td>
                <td>{price(line)}</td>
                <td>
                  <Stepper>
                    <button
                      type="button"
                      aria-label="减少数量"
                      disabled={line.isInvalid || quantity <= 1}
                      onClick={() => void changeQuantity(line, quantity - 1)}
                    >
                      −
                    </button>
                    <span aria-label="数量">{quantity}</span>
                    <button
                      type="button"
                      aria-label="增加数量"
                      disabled={line.isInvalid}
                      onClick={() => void changeQuantity(line, quantity + 1)}
                    >
                      +
                    </button>
                  </Stepper>
                </td>
                <td>{formatPriceParts(lineTotal(line, context), format)}</td>
                <td>
                  <Button $variant="text" onClick={() => void remove(line)}>
                    删除
                  </Button>
                </td>
              </tr>
            );
          })}
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
