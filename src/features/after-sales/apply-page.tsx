import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { AFTER_SALE_TEXT, afterSaleFormPath } from '../../../engine';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { retryOf } from '../../lib/api/api-result';
import { claimableOrderQuery } from '../../lib/api/endpoints/after-sales';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { GoodsCell } from './goods-cell';
import type { ClaimableLine } from '../../../engine/contract';

const Head = styled.p`
  display: flex;
  gap: 24px;
  margin: 0 0 12px;
  font-size: 13px;
  color: ${({ theme }) => theme.muted};
  ${onPhone} {
    flex-wrap: wrap;
    gap: 2px 16px;
  }
`;

const Lines = styled.ul`
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.border};
  font-size: 13px;
  li {
    display: grid;
    grid-template-columns: 28px 1fr 120px 200px;
    gap: 12px;
    align-items: center;
    padding: 12px 16px;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.border};
  }
  small {
    color: ${({ theme }) => theme.muted};
  }
  /* On a phone the quantities go under the goods, beside the tick box's column. */
  ${onPhone} {
    li {
      grid-template-columns: 28px minmax(0, 1fr);
      gap: 6px 8px;
      padding: 12px;
    }
    li > :nth-child(n + 3) {
      grid-column: 2;
    }
  }
`;

/**
 * /userCenter/afterSaleApply?orderNo= 申请售后 (docs/after-sales.md): the order's lines, each with what may
 * still be claimed or why nothing may; the member ticks one or more and goes on with 下一步.
 */
export default function AfterSaleApplyPage() {
  const api = useApiClient();
  const { mallPath } = useShop();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useQuery({ ...claimableOrderQuery(api, orderNo), enabled: orderNo !== '' });
  // A line's own 申请售后 (the order detail) comes with it ticked; a code of no claimable line ticks nothing.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set([params.get('goodsSkuCode') ?? ''].filter((code) => code !== '')),
  );

  if (!orderNo) return <EmptyState text={AFTER_SALE_TEXT.orderNoMissing} />;
  if (order.isPending) return <Skeleton lines={5} label="订单商品加载中" />;
  if (order.isError) return <LoadError message={order.error.message} onRetry={retryOf(order)} />;
  const { lines } = order.data;
  if (lines.length === 0) return <EmptyState text={AFTER_SALE_TEXT.emptyLines} />;

  function toggle(code: string) {
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  }

  const isTicked = (line: ClaimableLine) => line.claimable > 0 && chosen.has(line.goodsSkuCode);
  const picked = lines.filter(isTicked).map((line) => line.goodsSkuCode);
  return (
    <>
      <Head>
        <span>订单号：{order.data.orderNo}</span>
        <span>下单时间：{order.data.createTime}</span>
        <span>订单状态：{order.data.orderStatusName}</span>
      </Head>
      <Lines aria-label="订单商品">
        {lines.map((line) => (
          <li key={line.goodsSkuCode}>
            <input
              type="checkbox"
              aria-label={`选择 ${line.goodsSkuName}`}
              checked={isTicked(line)}
              disabled={line.claimable === 0}
              onChange={() => toggle(line.goodsSkuCode)}
            />
            <GoodsCell name={line.goodsSkuName} image={line.goodsSkuImgUrl} />
            <span>购买数量：{line.quantity}</span>
            {line.reason ? <small>{line.reason}</small> : <span>可申请数量：{line.claimable}</span>}
          </li>
        ))}
      </Lines>
      <Button
        $variant="primary"
        disabled={picked.length === 0}
        onClick={() => navigate(shopPath(mallPath, afterSaleFormPath(orderNo, picked)))}
      >
        下一步
      </Button>
    </>
  );
}
