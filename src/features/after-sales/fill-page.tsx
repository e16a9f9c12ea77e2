import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AFTER_SALE_TEXT, afterSaleAppliedPath, afterSaleFormLines } from '../../../engine';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { retryOf } from '../../lib/api/api-result';
import { claimableOrderQuery } from '../../lib/api/endpoints/after-sales';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { ApplicationFields } from './application-fields';
import { useApplication } from './use-application';
import type { ClaimableOrder } from '../../../engine/contract';

const Form = styled.form`
  display: grid;
  gap: 18px;
  max-width: 760px;
  font-size: 13px;
`;

function ApplicationForm({ order, skuCodes }: { order: ClaimableOrder; skuCodes: string[] }) {
  const { mallPath } = useShop();
  const navigate = useNavigate();
  const form = useApplication(order, skuCodes, (id) =>
    navigate(shopPath(mallPath, afterSaleAppliedPath(id, order.orderNo)), { replace: true }),
  );
  if (form.lines.length === 0) return <EmptyState text={AFTER_SALE_TEXT.chooseLines} />;
  return (
    <Form
      aria-label="售后申请"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const fields = event.currentTarget;
        // A refused form shows its first problem: the field is focused (and scrolled to).
        if (!(await form.submit())) fields.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      }}
    >
      <ApplicationFields form={form} />
    </Form>
  );
}

/**
 * /userCenter/afterSaleApply/fillInTheApplication?orderNo=&lines= 填写售后申请 (docs/after-sales.md): the
 * type, reason, quantities, description, proof pictures and phone of the chosen lines, with the refund shown
 * before 提交申请.
 */
export default function AfterSaleFillPage() {
  const api = useApiClient();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const skuCodes = afterSaleFormLines(params.get('lines'));
  const order = useQuery({ ...claimableOrderQuery(api, orderNo), enabled: orderNo !== '' });

  if (!orderNo) return <EmptyState text={AFTER_SALE_TEXT.orderNoMissing} />;
  if (order.isPending) return <Skeleton lines={8} label="售后申请加载中" />;
  if (order.isError) return <LoadError message={order.error.message} onRetry={retryOf(order)} />;
  return <ApplicationForm order={order.data} skuCodes={skuCodes} />;
}
