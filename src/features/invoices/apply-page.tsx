import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  applicationProblem,
  applyInvoiceOrders,
  INVOICE_APPLY_TEXT,
  invoicingInfoPath,
} from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { retryOf } from '../../lib/api/api-result';
import { addressesQuery } from '../../lib/api/endpoints/addresses';
import { invoiceQuoteQuery } from '../../lib/api/endpoints/invoice-applications';
import { invoiceTitlesQuery } from '../../lib/api/endpoints/invoices';
import { useApiClient } from '../../shop/api-client';
import { useMayCall, useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { useApplyInvoice } from '../../shop/writes/invoice-application-writes';
import { ApplicationSummary } from './application-summary';
import { ApplyChoiceFields } from './apply-choices';
import type { ApplyChoices } from './apply-choices';

const Problem = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.danger};
`;

/** 提交申请 ends the form: the whole width of a phone. */
const Submit = styled(Button)`
  ${onPhone} {
    width: 100%;
  }
`;

/** One key per visit of the page: the same submit sent twice makes one application. */
const newClientKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * /userCenter/settlementOrder/applyInvoiced?orderNos= 申请开票 (F000402; docs/invoices.md): the chosen orders
 * with their total, the title, 电子 or 纸质 (with a mailing address), the content; submitted once, then
 * 开票信息 shows the application.
 */
export default function ApplyInvoicePage() {
  const api = useApiClient();
  const { mallPath } = useShop();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNos = applyInvoiceOrders(params.get('orderNos'));
  const quote = useQuery({ ...invoiceQuoteQuery(api, orderNos), enabled: orderNos.length > 0 });
  const titles = useQuery(invoiceTitlesQuery(api));
  const addresses = useQuery(addressesQuery(api));
  const may = {
    paper: useMayCall('invoicePaper'),
    special: useMayCall('invoiceSpecial'),
    combined: useMayCall('invoiceCombined'),
  };
  const [clientKey] = useState(newClientKey);
  const [chosen, setChosen] = useState<Partial<ApplyChoices>>({ medium: 'electronic', content: 'detail' });
  const [problem, setProblem] = useState<string>();
  const { apply, applying } = useApplyInvoice();
  const back = <Link to={shopPath(mallPath, USER_CENTRE.invoiceCentre)}>返回开票中心</Link>;

  if (orderNos.length === 0) return <EmptyState text={INVOICE_APPLY_TEXT.chooseOrders}>{back}</EmptyState>;
  if (quote.isPending || titles.isPending || addresses.isPending)
    return <Skeleton lines={8} label="申请开票加载中" />;
  const failed = [quote, titles, addresses].find((each) => each.isError);
  if (failed?.error)
    return (
      <LoadError message={failed.error.message} onRetry={retryOf(failed)}>
        {back}
      </LoadError>
    );
  if (!quote.data || !titles.data || !addresses.data) return null;
  const titleId = chosen.titleId ?? titles.data.find((title) => title.isDefault)?.id;
  const values = { ...chosen, titleId } as ApplyChoices;

  async function submit() {
    const title = titles.data?.find((each) => each.id === values.titleId);
    const wrong = applicationProblem({
      orderCount: orderNos.length,
      invoiceType: title?.invoiceType,
      medium: values.medium,
      content: values.content,
      hasAddress: values.addressId !== undefined,
      may,
    });
    setProblem(wrong);
    if (wrong || !title) return;
    const result = await apply({
      orderNos,
      titleId: title.id,
      medium: values.medium,
      content: values.content,
      ...(values.medium === 'paper' ? { addressId: values.addressId } : {}),
      clientKey,
    });
    if (result?.success)
      void navigate(shopPath(mallPath, invoicingInfoPath(result.data.id)), { replace: true });
  }

  return (
    <>
      <ApplicationSummary orders={quote.data.orders} total={quote.data.total} />
      <ApplyChoiceFields
        titles={titles.data}
        addresses={addresses.data}
        values={values}
        onChange={(next) => {
          setChosen(next);
          setProblem(undefined);
        }}
      />
      {problem && <Problem role="alert">{problem}</Problem>}
      <Submit
        $variant="primary"
        $size="large"
        disabled={applying}
        aria-busy={applying}
        onClick={() => void submit()}
      >
        提交申请
      </Submit>
    </>
  );
}
