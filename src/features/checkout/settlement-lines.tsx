import styled from 'styled-components';
import { formatPriceParts, toMoney } from '../../../engine';
import type { PriceFormat } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { phoneCards } from '../../components/list-table';
import { Panel, PanelTitle } from './checkout-styles';
import type { SettledItem } from '../../../engine/contract';

const parts = (money: number, points: number) => ({ money: toMoney(money), points: toMoney(points) });

/**
 * The lines as the gateway re-priced them: image, name, unit price in the shop's price mode, quantity and
 * subtotal. A line that cannot be bought says why and is not counted (the gateway leaves it out of the totals).
 */
export function SettlementLines({
  items,
  format,
  reasonOf,
}: {
  items: readonly SettledItem[];
  format: PriceFormat;
  reasonOf(item: SettledItem): string | null;
}) {
  return (
    <Panel aria-labelledby="settlement-lines">
      <PanelTitle id="settlement-lines">商品清单</PanelTitle>
      <Table>
        <thead>
          <tr>
            <th>商品</th>
            <th>单价</th>
            <th>数量</th>
            <th>小计</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const reason = reasonOf(item);
            return (
              <tr key={item.goodsSkuCode} data-unavailable={reason !== null}>
                <td>
                  <Goods>
                    <img src={item.goodsSkuImgUrl} alt="" width={64} height={64} />
                    <span>
                      {item.goodsSkuName}
                      {reason === null ? null : <Reason role="note">{reason}</Reason>}
                    </span>
                  </Goods>
                </td>
                <td>{formatPriceParts(parts(item.unitMoney, item.unitPoints), format)}</td>
                <td>×{item.quantity}</td>
                <td data-label="小计">
                  {reason === null ? (
                    <Subtotal>{formatPriceParts(parts(item.money, item.points), format)}</Subtotal>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Panel>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th {
    height: 40px;
    padding: 0 12px;
    background: #f7f7f7;
    color: #666;
    font-weight: 400;
    text-align: left;
  }
  td {
    padding: 12px;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    vertical-align: middle;
  }
  th:not(:first-child),
  td:not(:first-child) {
    width: 150px;
  }
  tr[data-unavailable='true'] td {
    color: ${({ theme }) => theme.muted};
  }
  /* A phone: one card per line, the goods on top, then unit price, quantity and subtotal in a row. */
  ${phoneCards}
  ${onPhone} {
    tr {
      display: grid;
      grid-template-columns: auto auto minmax(0, 1fr);
      grid-template-areas:
        'goods goods goods'
        'unit quantity subtotal';
      column-gap: 16px;
      align-items: center;
    }
    td:nth-child(1) {
      grid-area: goods;
    }
    td:nth-child(2) {
      grid-area: unit;
    }
    td:nth-child(3) {
      grid-area: quantity;
    }
    td:nth-child(4) {
      grid-area: subtotal;
      justify-content: flex-end;
    }
  }
`;

const Goods = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  & > img {
    flex: none;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
  }
  & > span {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
`;

const Reason = styled.em`
  color: ${({ theme }) => theme.danger};
  font-style: normal;
`;

const Subtotal = styled.span`
  color: ${({ theme }) => theme.primary};
  font-weight: 600;
`;
