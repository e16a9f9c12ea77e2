import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatMoney, STATEMENT_TEXT } from '../../../engine';
import { DetailFields, DetailHead, DetailSection } from '../../components/detail-section';
import { EmptyState } from '../../components/empty-state';
import { ListTable } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { retryOf } from '../../lib/api/api-result';
import { statementDetailQuery } from '../../lib/api/endpoints/statements';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { ApplyInvoiceLink, ConfirmStatementButton, ExportStatementButton } from './statement-actions';
import type { StatementDetail } from '../../../engine/contract';

const Actions = styled.span`
  display: flex;
  gap: 10px;
  align-items: center;
  margin-left: auto;
  a {
    text-decoration: none;
  }
`;

const Due = styled.dd`
  font-size: 16px;
  font-weight: 600;
  color: ${({ theme }) => theme.primary};
`;

/**
 * /userCenter/invoicingZdList/invoicingZdListDetail?id= 账单详情 (docs/invoices.md): the statement's status,
 * period and times, its totals, its orders and its refunds, with 确认账单 while 待确认, 导出, and 申请开票 of
 * all its orders once confirmed.
 */
export default function StatementDetailPage() {
  const api = useApiClient();
  const { mallPath } = useShop();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery({ ...statementDetailQuery(api, id), enabled: id !== '' });
  const back = <Link to={shopPath(mallPath, USER_CENTRE.bills)}>返回账单</Link>;

  if (!id) return <EmptyState text={STATEMENT_TEXT.idMissing}>{back}</EmptyState>;
  if (detail.isPending) return <Skeleton lines={8} label="账单详情加载中" />;
  if (detail.isError)
    return (
      <LoadError message={detail.error.message} onRetry={retryOf(detail)}>
        {back}
      </LoadError>
    );
  const statement = detail.data;
  return (
    <>
      <DetailHead>
        <strong>{statement.statusName}</strong>
        <span>账单编号：{statement.id}</span>
        <span>账期：{statement.periodDays}</span>
        <Actions>
          {statement.actions.confirm && <ConfirmStatementButton statement={statement} />}
          {statement.actions.applyInvoice && (
            <ApplyInvoiceLink orderNos={statement.orders.map((order) => order.orderNo)} />
          )}
          <ExportStatementButton statement={statement} />
        </Actions>
      </DetailHead>
      <StatementFacts statement={statement} />
      <StatementOrders statement={statement} />
      <StatementRefunds statement={statement} />
    </>
  );
}

function StatementFacts({ statement }: { statement: StatementDetail }) {
  return (
    <DetailSection aria-labelledby="statement-totals">
      <h2 id="statement-totals">账单金额</h2>
      <DetailFields>
        <dt>订单金额</dt>
        <dd>
          {formatMoney(statement.orderTotal)}（{statement.orderCount}笔订单）
        </dd>
        <dt>售后退款</dt>
        <dd>
          {formatMoney(statement.refundTotal)}（{statement.refundCount}笔退款）
        </dd>
        <dt>应付金额</dt>
        <Due>{formatMoney(statement.due)}</Due>
        <dt>生成时间</dt>
        <dd>{statement.createTime}</dd>
        {statement.confirmTime && (
          <>
            <dt>确认时间</dt>
            <dd>{statement.confirmTime}</dd>
          </>
        )}
        {statement.settleTime && (
          <>
            <dt>结清时间</dt>
            <dd>{statement.settleTime}</dd>
          </>
        )}
      </DetailFields>
    </DetailSection>
  );
}

function StatementOrders({ statement }: { statement: StatementDetail }) {
  return (
    <DetailSection aria-labelledby="statement-orders">
      <h2 id="statement-orders">账单订单</h2>
      {statement.orders.length === 0 ? (
        <EmptyState text={STATEMENT_TEXT.noOrders} />
      ) : (
        <ListTable aria-label="账单订单" $stale={false}>
          <thead>
            <tr>
              <th>订单号</th>
              <th>支付时间</th>
              <th>订单状态</th>
              <th>订单金额</th>
            </tr>
          </thead>
          <tbody>
            {statement.orders.map((order) => (
              <tr key={order.orderNo}>
                <td data-label="订单号">{order.orderNo}</td>
                <td data-label="支付时间">{order.payTime}</td>
                <td data-label="订单状态">{order.statusName}</td>
                <td data-label="订单金额">{formatMoney(order.amount)}</td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      )}
    </DetailSection>
  );
}

function StatementRefunds({ statement }: { statement: StatementDetail }) {
  return (
    <DetailSection aria-labelledby="statement-refunds">
      <h2 id="statement-refunds">售后退款</h2>
      {statement.refunds.length === 0 ? (
        <EmptyState text={STATEMENT_TEXT.noRefunds} />
      ) : (
        <ListTable aria-label="售后退款" $stale={false}>
          <thead>
            <tr>
              <th>订单号</th>
              <th>退款金额</th>
            </tr>
          </thead>
          <tbody>
            {statement.refunds.map((refund) => (
              <tr key={refund.orderNo}>
                <td data-label="订单号">{refund.orderNo}</td>
                <td data-label="退款金额">{formatMoney(refund.amount)}</td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      )}
    </DetailSection>
  );
}
