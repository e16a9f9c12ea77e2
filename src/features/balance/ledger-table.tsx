import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { compare, formatMoney, orderViewPath, signedMoney } from '../../../engine';
import { onPhone, TAP_TARGET_MIN } from '../../components/breakpoints';
import { ListTable, TableScroll } from '../../components/list-table';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import type { LedgerEntry } from '../../../engine/contract';

const Amount = styled.td<{ $credit: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ $credit, theme }) => ($credit ? '#2e7d32' : theme.text)};
`;

/** An entry's order, a thumb's target on a phone. */
const OrderLink = styled(Link)`
  ${onPhone} {
    display: inline-flex;
    align-items: center;
    min-height: ${TAP_TARGET_MIN}px;
  }
`;

/** The ledger rows: time, type, signed amount, the balance after, the linked order and the remark. */
export function LedgerTable({ entries, stale }: { entries: readonly LedgerEntry[]; stale: boolean }) {
  const { mallPath } = useShop();
  return (
    <TableScroll>
      <ListTable aria-label="余额明细" $stale={stale}>
        <thead>
          <tr>
            <th>时间</th>
            <th>类型</th>
            <th>金额</th>
            <th>余额</th>
            <th>关联订单</th>
            <th>备注</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="时间">{entry.time}</td>
              <td data-label="类型">{entry.typeName}</td>
              <Amount data-label="金额" $credit={compare(entry.amount, 0) > 0}>
                {signedMoney(entry.amount)}
              </Amount>
              <td data-label="余额">{formatMoney(entry.balanceAfter)}</td>
              <td data-label="关联订单">
                {entry.orderNo && entry.orderKind ? (
                  <OrderLink
                    to={shopPath(mallPath, orderViewPath({ orderNo: entry.orderNo, kind: entry.orderKind }))}
                  >
                    {entry.orderNo}
                  </OrderLink>
                ) : (
                  entry.orderNo || '—'
                )}
              </td>
              <td data-label="备注">{entry.remark}</td>
            </tr>
          ))}
        </tbody>
      </ListTable>
    </TableScroll>
  );
}
