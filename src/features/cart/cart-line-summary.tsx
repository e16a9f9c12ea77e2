import styled from 'styled-components';
import { lineQuantity } from '../../../engine';
import { displayPrice } from '../../../engine';
import type { CartItem } from '../../lib/api/types';
import { useShop } from '../../shop/shop-context';

export type ShownCartItem = CartItem & { isInvalid?: boolean };

const Row = styled.div<{ $invalid: boolean }>`
  display: flex;
  gap: 10px;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  opacity: ${({ $invalid }) => ($invalid ? 0.55 : 1)};
  img {
    width: 64px;
    height: 64px;
    flex-shrink: 0;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
    background: #fafafa;
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  font-size: 13px;
  p {
    margin: 0 0 6px;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    line-height: 1.4;
  }
  div {
    display: flex;
    justify-content: space-between;
    color: ${({ theme }) => theme.muted};
  }
  strong {
    color: ${({ theme }) => theme.primary};
    font-weight: 600;
  }
`;

export const InvalidTag = styled.span`
  display: inline-block;
  margin-right: 6px;
  padding: 0 4px;
  border-radius: 2px;
  background: #999;
  color: #fff;
  font-size: 12px;
  line-height: 18px;
`;

/** The price of one unit of a cart item in the shop's price mode. */
export function useCartPrice() {
  const { capabilities, labels } = useShop();
  const format = { mode: capabilities['price.mode'], unitName: labels.unitName };
  return (item: ShownCartItem) => displayPrice(item, { ...format, quantity: lineQuantity(item) }).text;
}

/** One cart line as the drawer lists it: picture, name, unit price and quantity. */
export function CartLineSummary({ item }: { item: ShownCartItem }) {
  const price = useCartPrice();
  return (
    <Row $invalid={item.isInvalid === true}>
      <img src={item.goodsSkuImgUrl} alt="" loading="lazy" />
      <Text>
        <p>
          {item.isInvalid && <InvalidTag>失效</InvalidTag>}
          {item.goodsSkuName}
        </p>
        <div>
          <strong>{price(item)}</strong>
          <span>× {lineQuantity(item)}</span>
        </div>
      </Text>
    </Row>
  );
}
