import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { AFTER_SALE_TEXT } from '../../../engine';
import { copyText } from '../../business-ui/copy-text';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { retryOf } from '../../lib/api/api-result';
import { afterSaleDetailQuery } from '../../lib/api/endpoints/after-sales';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { CancelCaseButton } from './cancel-case-button';
import { CaseGoods, CaseInfo, CaseLog } from './case-parts';
import { ReturnLogisticsForm } from './return-logistics-form';
import { Section } from './section';
import { StepBar } from './step-bar';

const Head = styled.div`
  display: flex;
  gap: 20px;
  align-items: center;
  margin-bottom: 16px;
  padding: 16px 18px;
  background: ${({ theme }) => theme.background};
  font-size: 13px;
  strong {
    font-size: 18px;
    color: ${({ theme }) => theme.primary};
  }
  > :last-child {
    margin-left: auto;
  }
  ${onPhone} {
    flex-wrap: wrap;
    gap: 6px 16px;
    padding: 12px;
  }
`;

const MerchantWords = styled.p`
  margin: 0 0 16px;
  padding: 10px 16px;
  border: 1px solid ${({ theme }) => theme.border};
  font-size: 13px;
`;

/**
 * /userCenter/afterSalesRecord/afterSaleDetail?id= 售后详情 (docs/after-sales.md): the status with the service
 * number (复制), the step bar, the merchant's reason of a refusal, 填写退货物流 while 待退货, 取消申请 while the
 * status allows it, what was asked, the goods and refund, and the log.
 */
export default function AfterSaleDetailPage() {
  const api = useApiClient();
  const { mallPath } = useShop();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery({ ...afterSaleDetailQuery(api, id), enabled: id !== '' });
  const back = <Link to={shopPath(mallPath, USER_CENTRE.afterSales)}>返回售后记录</Link>;

  if (!id) return <EmptyState text={AFTER_SALE_TEXT.caseIdMissing}>{back}</EmptyState>;
  if (detail.isPending) return <Skeleton lines={8} label="售后详情加载中" />;
  if (detail.isError)
    return (
      <LoadError message={detail.error.message} onRetry={retryOf(detail)}>
        {back}
      </LoadError>
    );
  const found = detail.data;
  return (
    <>
      <Head>
        <strong>{found.statusName}</strong>
        <span>
          服务单号：{found.serviceNo}{' '}
          <Button $size="small" $variant="text" onClick={() => copyText(found.serviceNo)}>
            复制
          </Button>
        </span>
        <span>{found.actions.cancel && <CancelCaseButton id={found.id} />}</span>
      </Head>
      <StepBar steps={found.steps} />
      {found.merchantReason && <MerchantWords>拒绝原因：{found.merchantReason}</MerchantWords>}
      {found.actions.sendBack && (
        <Section aria-labelledby="return-logistics">
          <h2 id="return-logistics">填写退货物流</h2>
          <ReturnLogisticsForm id={found.id} />
        </Section>
      )}
      <CaseInfo found={found} />
      <CaseGoods found={found} />
      <CaseLog log={found.log} />
    </>
  );
}
