import styled from 'styled-components';
import type { DetailAvailability } from '../../../../engine';
import { onPhone } from '../../../components/breakpoints';
import { Icon } from '../../../components/icons';
import { DetailRow } from './detail-layout';
import { QuantityStepper } from './quantity-stepper';
import type { Address, GoodsDetail } from '../../../../engine/contract';

const VIRTUAL_DELIVERY_NOTE = '虚拟商品，无需物流';

interface PurchaseFactsProps {
  detail: GoodsDetail;
  virtual: boolean;
  /** Whether the goods may be bought and the stock label (the engine's detailAvailability). */
  availability: DetailAvailability;
  /** The member's default address; otherwise the shop's default region is shown. */
  address: Address | undefined;
  /** The shop's default region in words (the engine's shopRegionName), shown without an address. */
  shopRegionName: string;
  quantity: number;
  onQuantity: (quantity: number) => void;
  /** The total at this quantity, in the shop's price mode. */
  total: string;
  onSku: (goodsSkuCode: string) => void;
}

/** Delivery (an address and the stock label: 有货, 已售罄, …; or electronic delivery), stock, 规格, 数量, 合计. */
export function PurchaseFacts(props: PurchaseFactsProps) {
  const { detail, virtual, availability, address, quantity, onQuantity, total, onSku } = props;
  return (
    <Facts>
      {virtual ? (
        <DetailRow>
          <dt>配送</dt>
          <dd>
            <Electronic>
              <Icon name="phone" size={14} /> {VIRTUAL_DELIVERY_NOTE}
            </Electronic>
            ，付款后电子发放至您的账户
          </dd>
        </DetailRow>
      ) : (
        <>
          <DetailRow>
            <dt>配送至</dt>
            <dd>
              {address
                ? address.path || `${address.provinceName}${address.cityName}${address.countyName}`
                : props.shopRegionName}
              <Stock $bad={!availability.stock.inStock}>{availability.stock.text}</Stock>
            </dd>
          </DetailRow>
          <DetailRow>
            <dt>库存</dt>
            <dd>
              {detail.usableNum}
              {detail.unit}
            </dd>
          </DetailRow>
        </>
      )}
      {detail.skuList.length > 1 ? (
        <DetailRow>
          <dt>规格</dt>
          <dd>
            <Skus role="radiogroup" aria-label="规格">
              {detail.skuList.map((sku) => (
                <Sku
                  key={sku.goodsSkuCode}
                  type="button"
                  role="radio"
                  aria-checked={sku.goodsSkuCode === detail.goodsSkuCode}
                  $active={sku.goodsSkuCode === detail.goodsSkuCode}
                  onClick={() => onSku(sku.goodsSkuCode)}
                >
                  {sku.goodsSkuName}
                </Sku>
              ))}
            </Skus>
          </dd>
        </DetailRow>
      ) : null}
      <DetailRow>
        <dt>数量</dt>
        <dd>
          <QuantityStepper
            value={quantity}
            max={virtual ? undefined : detail.usableNum}
            disabled={!availability.purchasable}
            onChange={onQuantity}
          />
          <Total>
            合计：<b data-testid="total-price">{total}</b>
          </Total>
        </dd>
      </DetailRow>
    </Facts>
  );
}

const Facts = styled.dl`
  margin: 10px 0 0;
  padding: 0 16px;
  ${onPhone} {
    padding: 0 12px;
  }
`;

const Stock = styled.span<{ $bad: boolean }>`
  color: ${({ $bad, theme }) => ($bad ? theme.danger : '#3b7d32')};
  font-weight: 600;
`;

const Electronic = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border-radius: 2px;
  background: #eef7ff;
  color: #1a5fb8;
`;

const Skus = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Sku = styled.button<{ $active: boolean }>`
  padding: 6px 14px;
  border: 1px solid ${({ $active, theme }) => ($active ? theme.primary : theme.border)};
  background: #fff;
  color: ${({ $active, theme }) => ($active ? theme.primary : theme.text)};
  font: inherit;
  font-size: 13px;
  cursor: pointer;
`;

const Total = styled.span`
  margin-left: 12px;
  color: #666;
  & > b {
    color: ${({ theme }) => theme.primary};
    font-size: 16px;
  }
`;
