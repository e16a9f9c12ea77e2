import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { afterSaleApplyPath, refundRows, USER_CENTRE } from '../../../engine';
import { orderAfterSaleStatesQuery } from '../../lib/api/endpoints/after-sales';
import { useApiClient } from '../../shop/api-client';
import { useCapability, useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { usePriceFormat } from '../../shop/use-price-format';
import type { OrderLineView } from '../../../engine/contract';

/** The member's after-sales state of one order, from one query every entry of a list shares. */
function useOrderAfterSale(orderNo: string) {
  const api = useApiClient();
  const states = useQuery({
    ...orderAfterSaleStatesQuery(api),
    enabled: useCapability('afterSales.enabled'),
  });
  return states.data?.find((state) => state.orderNo === orderNo);
}

/** The SKU codes of the order's lines that may still be claimed (none while the answer is on its way). */
export function useClaimableLines(orderNo: string): readonly string[] {
  return useOrderAfterSale(orderNo)?.claimableLines ?? [];
}

/** 申请售后 on an order of the list or the detail, while a line of it may still be claimed. */
export function AfterSaleEntry({ orderNo }: { orderNo: string }) {
  const { mallPath } = useShop();
  if (useClaimableLines(orderNo).length === 0) return null;
  return (
    <Link to={shopPath(mallPath, afterSaleApplyPath(orderNo))} aria-label={`申请售后：${orderNo}`}>
      申请售后
    </Link>
  );
}

/** 申请售后 on one line of the order detail (shown where useClaimableLines has it): that line comes ticked. */
export function LineAfterSaleEntry({
  orderNo,
  line,
}: {
  orderNo: string;
  line: Pick<OrderLineView, 'goodsSkuCode' | 'goodsSkuName'>;
}) {
  const { mallPath } = useShop();
  return (
    <Link
      to={shopPath(mallPath, afterSaleApplyPath(orderNo, line.goodsSkuCode))}
      aria-label={`申请售后：${line.goodsSkuName}`}
    >
      申请售后
    </Link>
  );
}

const Note = styled.section`
  display: flex;
  gap: 16px;
  align-items: center;
  margin: 0 0 20px;
  padding: 10px 16px;
  border: 1px solid ${({ theme }) => theme.border};
  font-size: 13px;
  ${onPhone} {
    flex-wrap: wrap;
    gap: 4px 16px;
    padding: 10px 12px;
  }
`;

/** On the order detail: what its completed cases handed back, the way to the record, and 申请售后. */
export function OrderAfterSales({ orderNo }: { orderNo: string }) {
  const { mallPath } = useShop();
  const { unitName } = usePriceFormat();
  const state = useOrderAfterSale(orderNo);
  if (!state || (state.cases === 0 && state.claimableLines.length === 0)) return null;
  const refunded = state.refunded
    ? refundRows(state.refunded, { points: false, money: false }, unitName)
    : [];
  return (
    <Note aria-label="售后">
      <strong>售后</strong>
      {state.cases > 0 && <span>已申请{state.cases}个服务单</span>}
      {refunded.map((row) => (
        <span key={row.label}>
          已{row.label}：{row.text}
        </span>
      ))}
      {state.cases > 0 && <Link to={shopPath(mallPath, USER_CENTRE.afterSales)}>查看售后记录</Link>}
      <AfterSaleEntry orderNo={orderNo} />
    </Note>
  );
}
