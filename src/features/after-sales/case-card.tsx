import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone, phoneCardActions } from '../../components/breakpoints';
import { AFTER_SALE_TEXT, afterSaleDetailPath, isZero, refundsNothing } from '../../../engine';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { CancelCaseButton } from './cancel-case-button';
import { GoodsCell } from './goods-cell';
import { RefundList } from './refund-list';
import type { AfterSaleCaseView } from '../../../engine/contract';

const Card = styled.li`
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  font-size: 13px;
  header {
    display: flex;
    gap: 20px;
    padding: 10px 16px;
    background: ${({ theme }) => theme.background};
    color: ${({ theme }) => theme.muted};
    strong {
      margin-left: auto;
      color: ${({ theme }) => theme.primary};
      font-weight: normal;
    }
  }
  > div {
    display: grid;
    grid-template-columns: 1fr 80px 180px 120px;
    gap: 16px;
    align-items: center;
    padding: 12px 16px;
  }
  nav {
    display: flex;
    flex-direction: column;
    gap: 6px;
    align-items: center;
  }
  /* On a phone: the goods across, the type beside the refund, then the actions in a row. */
  ${onPhone} {
    header {
      flex-wrap: wrap;
      gap: 2px 12px;
      padding: 8px 12px;
    }
    > div {
      grid-template-columns: minmax(0, 1fr) auto;
      gap: 10px;
      padding: 12px;
    }
    > div > :first-child,
    nav {
      grid-column: 1 / -1;
    }
    nav {
      ${phoneCardActions}
    }
  }
`;

/** One case in the record: number, type, status, goods, quantity, refund and what its status allows. */
export function CaseCard({ found }: { found: AfterSaleCaseView }) {
  const { mallPath } = useShop();
  const [first] = found.lines;
  const detail = shopPath(mallPath, afterSaleDetailPath(found.id));
  const paidIn = { points: !isZero(found.refund.points), money: !isZero(found.refund.money) };
  return (
    <Card aria-label={`售后单 ${found.serviceNo}`}>
      <header>
        <span>服务单号：{found.serviceNo}</span>
        <span>订单号：{found.orderNo}</span>
        <span>{found.createTime}</span>
        <strong>{found.statusName}</strong>
      </header>
      <div>
        {first && <GoodsCell name={first.goodsSkuName} image={first.goodsSkuImgUrl} />}
        <span>
          {found.typeName}
          <br />×{found.quantity}
        </span>
        {refundsNothing(found.type, found.status) ? (
          <span>{AFTER_SALE_TEXT.noRefund}</span>
        ) : (
          <RefundList refund={found.refund} paidIn={paidIn} />
        )}
        <nav aria-label="售后操作">
          <Link to={detail} aria-label={`查看详情：${found.serviceNo}`}>
            查看详情
          </Link>
          {found.actions.sendBack && <Link to={detail}>填写退货物流</Link>}
          {found.actions.cancel && <CancelCaseButton id={found.id} />}
        </nav>
      </div>
    </Card>
  );
}
