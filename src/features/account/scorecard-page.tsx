import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { phoneCards } from '../../components/list-table';
import { POINTS_MOVEMENT_LABEL } from '../../../engine';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { pointsCardQuery } from '../../lib/api/endpoints/account';
import { usePriceFormat } from '../../shop/use-price-format';
import { useApiClient } from '../../shop/api-client';
import type { PointsCard } from '../../../engine/contract';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  margin: 0 0 24px;
  padding: 24px;
  border-radius: 6px;
  background: ${({ theme }) => theme.primaryFaint};
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 8px 0 0;
    font-size: 26px;
    color: ${({ theme }) => theme.primary};
  }
  small {
    display: block;
    margin-top: 4px;
    font-size: 12px;
    color: ${({ theme }) => theme.muted};
  }
  ${onPhone} {
    margin-bottom: 16px;
    padding: 16px;
    dd {
      font-size: 22px;
    }
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  caption {
    padding-bottom: 10px;
    text-align: left;
    font-size: 15px;
  }
  th,
  td {
    padding: 10px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    text-align: left;
  }
  th {
    background: #fafafa;
    font-weight: normal;
    color: ${({ theme }) => theme.muted};
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
  ${phoneCards}
  ${onPhone} {
    caption {
      display: block;
    }
  }
`;

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

function Movements({ movements }: { movements: PointsCard['movements'] }) {
  if (movements.length === 0) return <EmptyState text="暂无积分变动" />;
  return (
    <Table>
      <caption>最近积分变动</caption>
      <thead>
        <tr>
          <th scope="col">时间</th>
          <th scope="col">类型</th>
          <th scope="col">订单号</th>
          <th scope="col">积分变动</th>
        </tr>
      </thead>
      <tbody>
        {movements.map((movement) => (
          <tr key={`${movement.orderNo}-${movement.kind}`}>
            <td data-label="时间">{movement.time}</td>
            <td data-label="类型">{POINTS_MOVEMENT_LABEL[movement.kind]}</td>
            <td data-label="订单号">{movement.orderNo}</td>
            <td data-label="积分变动">{signed(movement.points)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * /userCenter/scorecard 积分卡 (F000513, points shops; docs/account-pages.md): the balance, the points that lapse
 * soon, and the recent movements of the member's orders (taken at the order, given back at a cancel or reject).
 */
export default function ScorecardPage() {
  const api = useApiClient();
  const { unitName } = usePriceFormat();
  const card = useQuery(pointsCardQuery(api));
  if (card.isPending) return <Skeleton lines={5} label="积分加载中" />;
  if (card.isError) return <LoadError message={card.error.message} onRetry={() => void card.refetch()} />;
  const { balance, expiringPoints, expiringTime, movements } = card.data;
  return (
    <>
      <Summary aria-label="积分概况">
        <div>
          <dt>可用{unitName}</dt>
          <dd>{balance}</dd>
        </div>
        <div>
          <dt>即将过期</dt>
          <dd>
            {expiringPoints}
            {expiringPoints > 0 ? <small>将于 {expiringTime} 过期</small> : null}
          </dd>
        </div>
      </Summary>
      <Movements movements={movements} />
    </>
  );
}
