import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AFTER_SALE_TEXT, orderViewPath } from '../../../engine';
import { copyText } from '../../business-ui/copy-text';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';

const Box = styled.section`
  padding: 40px 24px;
  text-align: center;
  font-size: 14px;
  h2 {
    margin: 0 0 16px;
    font-size: 20px;
    color: ${({ theme }) => theme.primary};
  }
  p {
    margin: 0 0 24px;
  }
  nav {
    display: flex;
    gap: 24px;
    justify-content: center;
  }
`;

/**
 * /userCenter/afterSaleApply/applySuccess?id=&orderNo= 售后申请已提交: the service number with 复制, and the
 * way on to the record and to the order.
 */
export default function AfterSaleAppliedPage() {
  const { mallPath } = useShop();
  const [params] = useSearchParams();
  const serviceNo = params.get('id') ?? '';
  const orderNo = params.get('orderNo') ?? '';
  if (!serviceNo) return <EmptyState text={AFTER_SALE_TEXT.caseIdMissing} />;
  return (
    <Box aria-labelledby="after-sale-applied">
      <h2 id="after-sale-applied">{AFTER_SALE_TEXT.submitted}</h2>
      <p>
        服务单号：<strong>{serviceNo}</strong>{' '}
        <Button $size="small" $variant="text" onClick={() => copyText(serviceNo)}>
          复制
        </Button>
      </p>
      <p>商家将尽快审核您的申请，请留意售后记录中的进度。</p>
      <nav aria-label="下一步">
        <Link to={shopPath(mallPath, USER_CENTRE.afterSales)}>查看售后记录</Link>
        {orderNo && <Link to={shopPath(mallPath, orderViewPath({ orderNo, kind: 'normal' }))}>查看订单</Link>}
      </nav>
    </Box>
  );
}
