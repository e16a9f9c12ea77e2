import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { compare, formatMoney, orderViewPath, signedMoney } from '../../../engine';
import { ListTable } from '../../components/list-table';
import type { LedgerEntry } from '../../lib/api/endpoints/balance-types';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';

const Amount = styled.td<{ $credit: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ $credit, theme }) => ($credit ? '#2e7d32' : theme.text)};
`;

/** The ledger rows: time, type, signed amount, the balance after, the linked order and the remark. */
export function LedgerTable({ entries, stale }: { entries: readonly LedgerEntry[]; stale: boolean }) {
  const { mallPath } = useShop();
  return (
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
            <td>{entry.time}</td>
            <td>{entry.typeName}</td>
            <Amount $credit={compare(entry.amount, 0) > 0}>{signedMoney(entry.amount)}</Amount>
            <td>{formatMoney(entry.balanceAfter)}</td>
            <td>
              {entry.orderNo && entry.orderKind ? (
                <Link
                  to={shopPath(mallPath, orderViewPath({ orderNo: entry.orderNo, kind: entry.orderKind }))}
                >
                  {entry.orderNo}
                </Link>
              ) : (
                entry.orderNo || '—'
              )}
            </td>
            <td>{entry.remark}</td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
